/**
 * `gonnect-connect6/elements`: the element classes without registering them, for a page
 * that names the tags itself (a page that already has a `<gonnect-board>`, or two versions
 * of the package side by side):
 *
 * ```js
 * import { GonnectBoard, Connect6Board } from 'gonnect-connect6/elements';
 * customElements.define('my-board', GonnectBoard);
 * ```
 *
 * A class registers under one name per page (the platform's rule): a page that also
 * imports `gonnect-connect6`, which registers `GonnectBoard` as `<gonnect-board>`,
 * registers a subclass under the other name: `customElements.define('my-board', class extends GonnectBoard {})`.
 */
export { GonnectBoard, type GonnectGame } from './components/gonnect-board.js';
export { Connect6Board } from './components/connect6-board.js';
export { BoardBase, type ConfirmMode } from './components/board-base.js';
export type { BoardEventMap, MoveEventDetail } from './components/core/events.js';
