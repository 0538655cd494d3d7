/**
 * The words of a bad attribute's message and the style of the panel that shows them,
 * loaded with the first message a board shows (language.ts).
 */
import { css } from 'lit';

export { faultText } from '../../board/error-text.js';

/** The panel of messages above the board (panels.ts errorPanel), added to a board's styles with its first message. */
export const errorStyles = css`
  .error {
    color: var(--_error-fg);
    background: var(--_error-bg);
    border-left: 4px solid currentColor;
    padding: 0.4em 0.75em;
    margin-bottom: 0.5em;
  }
  .error p {
    margin: 0;
  }
`;
