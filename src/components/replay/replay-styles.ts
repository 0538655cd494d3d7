/**
 * The look of the second-wave parts, apart from the toolbar's: the replay bar, the move
 * list and the move numbers on stones. The colours are the board's (styles.ts).
 */
import { css } from 'lit';

export const replayStyles = css`
  .replay {
    display: flex;
    align-items: center;
    gap: 0.5em;
  }
  .replay button {
    min-height: var(--_control);
    min-width: var(--_control);
    padding-block: 0;
  }
  .replay [aria-disabled='true'] {
    cursor: default;
    opacity: 0.75;
  }
  .ply {
    font-variant-numeric: tabular-nums;
  }
  .move-list {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em;
    list-style: none;
    margin: 0.5em 0 0;
    padding: 0;
    max-height: 8em;
    overflow-y: auto;
  }
  /*
   * The entries scrolled out of the list's view are skipped when it is laid out and
   * painted, so that a step costs the same however long the game: without this, stepping
   * through a 200-move record cost 1.16 times a move played (npm run bench:render, the
   * record scenario), its list painted whole at every step. The size is the last one drawn.
   */
  .move-list li {
    content-visibility: auto;
    contain-intrinsic-size: auto 5em auto 1.7em;
  }
  .move-list button {
    padding: 0.1em 0.5em;
    font-variant-numeric: tabular-nums;
  }
  .branches {
    margin-inline-start: 0.25em;
    font-size: 0.9em;
  }
  .branches button {
    margin-inline: 0.1em;
  }
  .move-list [aria-current='true'] {
    font-weight: 700;
    outline: 2px solid var(--_last);
    /* Inside the button: an entry clips what it paints outside itself (content-visibility). */
    outline-offset: -2px;
  }
  .move-list button:focus-visible {
    outline-offset: -3px;
  }
  .number {
    stroke: none;
    font-size: 10px;
    font-weight: 600;
    text-anchor: middle;
    dominant-baseline: central;
    pointer-events: none;
  }
  .number.long {
    font-size: 8px;
  }
  .number.on-black {
    fill: var(--_white);
  }
  .number.on-white {
    fill: var(--_black);
  }
`;
