/**
 * The threats' code, loaded on first use (threats-feature.ts is the slot in embed.js): what
 * the side to move must answer, read by the engine's pure functions (no search), and how it
 * is drawn, named and said. Two shapes, in the board's highlight colour and told apart by
 * their form as well: a dashed ring around each stone that takes part (a Connect6 line that
 * threatens six, a Gonnect chain in atari) and a diamond on each point to answer (where the
 * opponent completes six, joins two edges, or captures). Text is bound as text, never HTML.
 */
import { css, nothing, svg, type SVGTemplateResult } from 'lit';
import { CELL, circlePath, inRegion, type Geometry } from '../../board/geometry.js';
import { at } from '../../board/shapes.js';
import { sixThreats } from '../../engine/connect6/threats.js';
import type { BoardGame } from '../../engine/game.js';
import type { Gonnect } from '../../engine/gonnect.js';
import { gonnectThreats } from '../../engine/gonnect/threats.js';
import { BLACK, WHITE } from '../../engine/types.js';
import type { Translate } from '../../i18n/i18n.js';
import { opponent } from '../../vocabulary.js';

/** A sentence or a note as a `ui` key and its options, translated when drawn: `{ key: 'threats.need', options: { count: 2 } }`. */
export interface Words {
  key: string;
  options?: Record<string, unknown>;
}

/** What the side to move must answer in the position shown. */
export interface Threats {
  /** The stones that take part, ringed: the opponent's threatening lines (Connect6), the mover's chains in atari (Gonnect). */
  stones: number[];
  /** The points to answer, each with a diamond. */
  points: number[];
  /** The words for each of those stones and points, in the grid cells' names. */
  notes: Map<number, Words>;
  /** What the status line and the live region say (empty: nothing to answer). */
  sentences: Words[];
}

const NONE: Threats = { stones: [], points: [], notes: new Map(), sentences: [] };

/** Reads the threats of the position shown (none once the game is over). */
export function readThreats(game: BoardGame): Threats {
  if (game.result) return NONE;
  const me = game.toPlay;
  const them = opponent(me);
  const found: Threats = { stones: [], points: [], notes: new Map(), sentences: [] };
  const note = (indices: readonly number[], key: string, into: number[]) => {
    for (const index of indices) {
      if (found.notes.has(index)) continue;
      found.notes.set(index, { key });
      into.push(index);
    }
  };
  if (game.kind === 'connect6') {
    const { lines, points, need } = sixThreats(game, them === 'black' ? BLACK : WHITE);
    if (!lines.length) return NONE;
    note(
      lines.flatMap((line) => line.stones),
      `threatNote.line.${them}`,
      found.stones,
    );
    note(points, `threatNote.six.${them}`, found.points);
    found.sentences.push(
      { key: `threats.six.${them}`, options: { count: lines.length } },
      { key: 'threats.need', options: { count: need } },
    );
    return found;
  }
  const { atari, connections } = gonnectThreats((game as Gonnect).copyPosition(false));
  note(connections, `threatNote.connect.${them}`, found.points);
  note(
    atari.flatMap((chain) => chain.stones),
    'threatNote.atari',
    found.stones,
  );
  note(
    atari.map((chain) => chain.liberty),
    'threatNote.liberty',
    found.points,
  );
  if (atari.length) found.sentences.push({ key: `threats.atari.${me}`, options: { count: atari.length } });
  if (connections.length) found.sentences.push({ key: `threats.connect.${them}`, options: { count: connections.length } });
  return found;
}

/** The grid cells' notes, in the board's language. */
export function threatNotes(t: Translate, threats: Threats): Map<number, string> {
  return new Map([...threats.notes].map(([index, { key, options }]) => [index, t(key, options)]));
}

/** A diamond around a point, as path data: its corners on the lines, 0.3 of a cell out. */
function diamond(x: number, y: number): string {
  const r = CELL * 0.3;
  return `M${x} ${y - r}L${x + r} ${y}L${x} ${y + r}L${x - r} ${y}Z`;
}

/** The rings and diamonds in the region shown: two paths, so a move changes only their data. */
export function threatLayer(geometry: Geometry, threats: Threats): SVGTemplateResult | typeof nothing {
  if (!threats.stones.length && !threats.points.length) return nothing;
  const shown = (index: number) => inRegion(geometry, index);
  const rings = threats.stones
    .filter(shown)
    .map((index) => circlePath(...at(geometry, index), CELL * 0.5))
    .join('');
  const diamonds = threats.points
    .filter(shown)
    .map((index) => diamond(...at(geometry, index)))
    .join('');
  return svg`<g class="threats"><path class="threat-stones" d=${rings}></path><path class="threat-points" d=${diamonds}></path></g>`;
}

/** The threats' look: the board's highlight colour (themes set it), in ink on paper. */
export const threatStyles = css`
  .threat-stones {
    fill: none;
    stroke: var(--_highlight);
    stroke-width: 1.8;
    stroke-dasharray: 4 2.5;
  }
  .threat-points {
    fill: color-mix(in srgb, var(--_highlight) 35%, transparent);
    stroke: var(--_highlight);
    stroke-width: 1.6;
    stroke-linejoin: round;
  }
  @media print {
    .threat-stones,
    .threat-points {
      stroke: var(--_mark);
    }
    .threat-points {
      fill: none;
    }
  }
`;
