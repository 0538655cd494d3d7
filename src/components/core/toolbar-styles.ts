/**
 * The toolbar's look: one row of one height whatever it holds (toolbar-layout.ts moves what
 * does not fit into the More menu, then shows icons alone), so nothing under the board
 * ever moves; the icons (toolbar-icons.ts); the menu, shown over the page when open.
 */
import { css } from 'lit';

export const toolbarStyles = css`
  .toolbar {
    position: relative;
    display: flex;
    flex-wrap: nowrap;
    gap: 0.5em;
    margin-top: 0.5em;
    min-height: var(--_control);
  }
  .toolbar button {
    flex-shrink: 0;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.35em;
    white-space: nowrap;
    min-height: var(--_control);
    min-width: var(--_control);
  }
  .icon {
    width: 1.1em;
    height: 1.1em;
    flex-shrink: 0;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  [part~='more-button'] .icon {
    stroke-width: 3.5;
  }
  /* Icons alone: the label stays the button's name; More always shows its icon alone. */
  .toolbar.icons > button:has(.icon):not(.rare) .label,
  .toolbar .more .label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  .toolbar.icons > button:has(.icon):not(.rare),
  .toolbar .more {
    padding-inline: 0;
  }
  /* More stands at the row's end, its menu under it. */
  .toolbar .more {
    margin-inline-start: auto;
  }
  /* The menu: laid out while closed (so its buttons can be measured), shown over the page when open. */
  .menu {
    position: absolute;
    inset-inline-end: 0;
    top: calc(100% + 0.25em);
    z-index: 2;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 0.25em;
    padding: 0.35em;
    background: var(--_button-bg);
    color: var(--_button-fg);
    border: 1px solid currentColor;
    border-radius: 0.35em;
    box-shadow: 0 0.3em 1em rgb(0 0 0 / 0.3);
    visibility: hidden;
  }
  /* Closed, the menu takes no room at all (it would stretch a scrolling ancestor), but while measured. */
  .menu:not([data-open]) {
    display: none;
  }
  .toolbar.measuring .menu {
    display: flex;
  }
  .menu[data-open] {
    visibility: visible;
  }
  .menu[data-open] button {
    align-self: stretch;
    justify-content: flex-start;
  }
`;
