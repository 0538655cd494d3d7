/**
 * The look. Page authors theme through the custom properties documented on the
 * elements; each public property feeds a private `--_x` with a light default and a dark
 * one, so a page's own value wins in both schemes. The dark ones apply under
 * `prefers-color-scheme: dark` unless `theme="light"` pins the light look, and always with
 * `theme="dark"` (another value follows the scheme, as when absent, and shows its message).
 *
 * The host is positioned, so that what the board places absolutely (the keyboard grid,
 * the visually hidden live region) has the board as its containing block: inside a
 * scrolling rules panel, a diagram's live region is clipped with the diagram instead of
 * stretching the page below the panel.
 */
import { css, unsafeCSS } from 'lit';

/**
 * The dark defaults, written once for the two rules that choose the dark look (a list of
 * declarations, not a `css` template: the embed's template minifier reads only whole rules).
 */
const darkColors = unsafeCSS(
  [
    '--_board: var(--board-color, #b08a45)',
    '--_line: var(--line-color, #1a1205)',
    '--_black: var(--black-stone, #0c0c0c)',
    '--_white: var(--white-stone, #e9e6df)',
    '--_highlight: var(--highlight-color, #ff4d6d)',
    '--_mark: var(--mark-color, #1a1205)',
    '--_focus: var(--focus-color, #7cb4ff)',
    '--_button-bg: var(--button-background, #2c2820)',
    '--_button-fg: var(--button-text-color, #f3eee2)',
    '--_error-bg: var(--error-background, #3a1114)',
    '--_error-fg: var(--error-text-color, #ffc9cc)',
  ].join(';'),
);

export const boardStyles = css`
  :host {
    --_board: var(--board-color, #dcb35c);
    --_line: var(--line-color, #2b1f0a);
    --_black: var(--black-stone, #161616);
    --_white: var(--white-stone, #f4f2ec);
    --_highlight: var(--highlight-color, #c8102e);
    --_last: var(--last-move-color, var(--_highlight));
    --_mark: var(--mark-color, #2b1f0a);
    --_focus: var(--focus-color, #0a57d0);
    /* The height of a row of controls (the toolbar, the replay bar): 44 px on touch screens, below. */
    --_control: 2.25em;
    --_button-bg: var(--button-background, #f4efe3);
    --_button-fg: var(--button-text-color, #231a08);
    --_error-bg: var(--error-background, #fdeceb);
    --_error-fg: var(--error-text-color, #8a0f17);
    display: block;
    position: relative;
    /* The natural width (core/board-host.ts), never wider than the column. */
    width: min(100%, var(--_natural-width, 100%));
    color: var(--text-color);
    font-family: var(--font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    font-size: var(--font-size, 1rem);
    line-height: 1.4;
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${darkColors}
    }
  }
  :host([theme='dark']) {
    ${darkColors}
  }
  [part~='rules-button'] {
    margin-inline-start: auto;
  }
  :host([hidden]) {
    display: none;
  }
  .board {
    position: relative;
    container-type: inline-size;
    touch-action: manipulation;
    -webkit-tap-highlight-color: transparent;
    user-select: none;
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  :host(:not([readonly])) .live {
    will-change: transform;
  }
  .wood {
    fill: var(--_board);
  }
  .grid {
    fill: none;
    stroke: var(--_line);
    stroke-width: 0.9;
    stroke-linecap: square;
  }
  .stars {
    fill: var(--_line);
  }
  /* No stroke (no label) on a board narrower than --_labels-min (core/label-fit.ts); there the
     large labels show instead, down to --_labels-large-min. */
  .coord {
    fill: none;
    stroke: var(--_line);
    stroke-width: clamp(0px, (100cqw - var(--_labels-min, 0px)) * 999, 0.95px);
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  /* Tap to confirm: the point a first tap chose, large (core/input.ts). */
  .tip rect {
    fill: var(--_line);
    opacity: 0.85;
  }
  .tip text {
    fill: var(--_board);
    font:
      600 20px system-ui,
      sans-serif;
    text-anchor: middle;
    dominant-baseline: central;
  }
  .coord-large {
    stroke-width: clamp(0px, min(100cqw - var(--_labels-large-min, 0px), var(--_labels-min, 0px) - 100cqw - 0.5px) * 999, 1.4px);
  }
  .b0 {
    stop-color: color-mix(in srgb, var(--_black), #fff 32%);
  }
  .b1 {
    stop-color: var(--_black);
  }
  .w0 {
    stop-color: color-mix(in srgb, var(--_white), #fff 70%);
  }
  .w1 {
    stop-color: color-mix(in srgb, var(--_white), #000 14%);
  }
  .white {
    stroke: color-mix(in srgb, var(--_white), #000 45%);
    stroke-width: 0.5;
  }
  .highlight {
    fill: none;
    stroke: var(--_highlight);
    stroke-width: 2.2;
  }
  .last {
    fill: var(--_last);
  }
  .pending {
    fill: none;
    stroke: var(--_last);
    stroke-width: 1.1;
    stroke-linejoin: round;
  }
  .on-black {
    stroke: var(--_white);
    fill: var(--_white);
  }
  .on-white {
    stroke: var(--_black);
    fill: var(--_black);
  }
  .on-wood {
    stroke: var(--_mark);
    fill: var(--_mark);
  }
  .mark {
    fill: none;
    stroke-width: 1.6;
    stroke-linejoin: round;
  }
  .mark text {
    stroke: none;
    font-size: 11px;
    font-weight: 600;
    text-anchor: middle;
    dominant-baseline: central;
  }
  .mark text.long {
    font-size: 8.5px;
  }
  .label.on-black text {
    fill: var(--_white);
  }
  .label.on-white text {
    fill: var(--_black);
  }
  .label.on-wood text {
    fill: var(--_mark);
  }
  .backing {
    fill: var(--_board);
    stroke: none;
  }
  .ghost {
    opacity: 0.5;
    pointer-events: none;
  }
  .focus-outer,
  .focus-inner {
    fill: none;
    stroke-width: 3.2;
    stroke: #fff;
  }
  .focus-inner {
    stroke-width: 1.8;
    stroke: var(--_focus);
  }
  .grid-cells {
    position: absolute;
    display: flex;
    flex-direction: column;
    pointer-events: none;
    outline: none;
    border-radius: 2px;
  }
  .grid-cells:focus-visible {
    box-shadow: 0 0 0 2px var(--_focus);
  }
  .row {
    display: flex;
    flex: 1;
  }
  .cell {
    flex: 1;
  }
  /* Two lines kept, so that captures counted or a refusal said on a narrow board never push what is under it. */
  .status {
    display: flex;
    flex-wrap: wrap;
    align-content: flex-start;
    gap: 0 1em;
    margin-top: 0.5em;
    line-height: 1.3;
    min-height: 2.6em;
  }
  .refusal {
    font-weight: 600;
  }
  button {
    font: inherit;
    color: var(--_button-fg);
    background: var(--_button-bg);
    border: 1px solid currentColor;
    border-radius: 0.35em;
    padding: 0.3em 0.9em;
    cursor: pointer;
  }
  /* A finger needs 44 px whatever the button (WCAG 2.5.5). */
  @media (pointer: coarse) {
    :host {
      --_control: max(44px, 2.25em);
    }
    button {
      min-height: 44px;
      min-width: 44px;
    }
  }
  button:disabled {
    cursor: default;
    opacity: 0.75;
  }
  button:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  /*
   * A problem set's bar (records/record-reading.ts): Previous and Next at its ends, where it
   * stands between them on up to two lines, so the bar keeps its height from one problem to the next.
   */
  .problem-set {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: 0.5em;
    margin-top: 0.5em;
    min-height: max(var(--_control), 2.6em);
    container-type: inline-size;
  }
  .problem-set button {
    min-height: var(--_control);
    min-width: var(--_control);
  }
  @container (max-width: 26em) {
    .problem-set .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
  }
  .set-position {
    text-align: center;
    line-height: 1.3;
    font-variant-numeric: tabular-nums;
  }
  /* The replay bar's place, kept before its code has loaded (replay/replay-feature.ts). */
  .replay {
    min-height: var(--_control);
    margin-top: 0.5em;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  /*
   * On paper: the board and its status only, in ink (white board, black lines, marks and
   * stones) unless the page set its own colours, and never split across two pages. The
   * selector list outranks the theme and colour-scheme rules above, whatever they pinned.
   */
  @media print {
    :host,
    :host([theme]),
    :host(:not([theme='light'])) {
      --_board: var(--board-color, #fff);
      --_line: var(--line-color, #000);
      --_black: var(--black-stone, #000);
      --_white: var(--white-stone, #fff);
      --_mark: var(--mark-color, #000);
      break-inside: avoid;
    }
    button,
    .toolbar,
    .replay,
    .move-list,
    .ghost,
    .focus-outer,
    .focus-inner {
      display: none !important;
    }
    .grid-cells:focus-visible {
      box-shadow: none;
    }
  }
`;
