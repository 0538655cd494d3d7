/**
 * Registers both elements under their own names, `<gonnect-board>` and `<connect6-board>`:
 * what `gonnect-connect6` and `embed.js` do on load. The classes themselves
 * (gonnect-board.ts, connect6-board.ts, and `gonnect-connect6/elements`) register nothing,
 * so that a page can register them under other names. Each name is claimed only while free
 * (see {@link unclaimed}); the literal `customElements.define('gonnect-board', ...)` is
 * where the manifest analyzer finds the tag names.
 */
import { Connect6Board } from './connect6-board.js';
import { unclaimed } from './core/register.js';
import { GonnectBoard } from './gonnect-board.js';

if (unclaimed('gonnect-board')) customElements.define('gonnect-board', GonnectBoard);
if (unclaimed('connect6-board')) customElements.define('connect6-board', Connect6Board);

declare global {
  interface HTMLElementTagNameMap {
    'gonnect-board': GonnectBoard;
    'connect6-board': Connect6Board;
  }
}
