/**
 * The look of the rule panel: a readable column of text (about 68 characters a line,
 * airy line height, headings a step apart), scrolling below the board within a height
 * tied to the board's width (the board is square), or the whole element in
 * `view="rules"`. The frame is a size container so that `100cqi` in the panel is the
 * board's size (the board is as tall as the element is wide). The figures are small
 * boards with their captions under them, without a Rules button of their own (the
 * CSS comments would ship inside the bundle, so the notes live here).
 */
import { css } from 'lit';

export const rulesStyles = css`
  [part~='rules-button'] {
    margin-inline-start: auto;
  }
  .rules-frame {
    container-type: inline-size;
    margin-top: 0.75em;
  }
  .rules {
    line-height: 1.55;
    overflow-wrap: break-word;
    hyphens: auto;
  }
  .rules-frame .rules {
    box-sizing: border-box;
    max-height: var(--rules-max-height, max(14rem, min(100cqi, 85vh)));
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: 0 0.75em 0.5em 0.25em;
    border-top: 1px solid color-mix(in srgb, currentColor 30%, transparent);
  }
  .rules:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .rules > * {
    max-width: 68ch;
  }
  .rules h2 {
    font-size: 1.3em;
    line-height: 1.25;
    margin: 0.6em 0 0.3em;
  }
  .rules h3 {
    font-size: 1.08em;
    line-height: 1.3;
    margin: 1.3em 0 0.35em;
  }
  .rules p,
  .rules ul {
    margin: 0 0 0.65em;
  }
  .rules .summary {
    font-size: 1.06em;
  }
  .rules ul {
    padding-inline-start: 1.4em;
  }
  .rules li + li {
    margin-top: 0.3em;
  }
  .figures {
    display: flex;
    flex-wrap: wrap;
    gap: 1em 1.5em;
    margin: 0.9em 0 1.1em;
  }
  figure {
    flex: 0 1 14rem;
    max-width: 14rem;
    margin: 0;
  }
  .diagram {
    font-size: 0.85em;
  }
  .diagram::part(toolbar) {
    display: none;
  }
  figcaption {
    font-size: 0.9em;
    line-height: 1.45;
    margin-top: 0.4em;
  }
`;
