/**
 * The threats' code, loaded on first use (threats-feature.ts is the slot in embed.js): what
 * the side to move must answer, read by the engine's pure functions (no search), and how it
 * is drawn, named and said. Two shapes, in the board's highlight colour and told apart by
 * their form as well: a dashed ring around each stone that takes part (a Connect6 line that
 * threatens six, a Gonnect chain in atari) and a diamond on each point to answer (where the
 * opponent completes six, joins two edges, or captures). Text is bound as text, never HTML.
 */
import { css, noChange, svg, type SVGTemplateResult } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';
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
  /** The stones that take part, ringed: the opponent's threatening lines (Connect6), the chains in atari (Gonnect). */
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
  // The connection first (it ends the game), then the mover's chains to save, then the opponent's to capture.
  if (connections.length) found.sentences.push({ key: `threats.connect.${them}`, options: { count: connections.length } });
  for (const color of [me, them]) {
    const count = atari.filter((chain) => chain.color === (color === 'black' ? BLACK : WHITE)).length;
    if (count) found.sentences.push({ key: `threats.atari.${color}`, options: { count } });
  }
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

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The rings and diamonds in the region shown, one path each, inside the element it is
 * bound to: a move adds and removes only the shapes that changed (as the played stones are
 * kept, render/svg-stones.ts), so it repaints those points and not the stretch of board
 * between the first threat and the last, which one path for all of them would.
 */
class ThreatShapes extends Directive {
  /** The shapes drawn, by kind and index: `'s40'` a ring around the stone on 40, `'p42'` a diamond on 42. */
  private readonly drawn = new Map<string, Element>();
  private geometry?: Geometry;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('threatShapes() binds to an element');
  }

  render(_geometry: Geometry, _threats: Threats): unknown {
    return noChange;
  }

  override update(part: ElementPart, [geometry, threats]: [Geometry, Threats]): unknown {
    if (geometry !== this.geometry) {
      part.element.replaceChildren();
      this.drawn.clear();
      this.geometry = geometry;
    }
    const wanted = new Map<string, string>();
    for (const index of threats.stones)
      if (inRegion(geometry, index)) wanted.set(`s${index}`, circlePath(...at(geometry, index), CELL * 0.5));
    for (const index of threats.points) if (inRegion(geometry, index)) wanted.set(`p${index}`, diamond(...at(geometry, index)));
    for (const [key, shape] of this.drawn) {
      if (wanted.has(key)) continue;
      shape.remove();
      this.drawn.delete(key);
    }
    for (const [key, d] of wanted) {
      if (this.drawn.has(key)) continue;
      const shape = document.createElementNS(SVG_NS, 'path');
      shape.setAttribute('class', key[0] === 's' ? 'threat-stone' : 'threat-point');
      shape.setAttribute('d', d);
      part.element.append(shape);
      this.drawn.set(key, shape);
    }
    return noChange;
  }
}

const threatShapes = directive(ThreatShapes);

/** The threats' layer over the stones: a group that keeps its rings and diamonds (empty when there is nothing to answer). */
export function threatLayer(geometry: Geometry, threats: Threats): SVGTemplateResult {
  return svg`<g class="threats" ${threatShapes(geometry, threats)}></g>`;
}

/** The threats' look: the board's highlight colour (themes set it), in ink on paper. */
export const threatStyles = css`
  .threat-stone {
    fill: none;
    stroke: var(--_highlight);
    stroke-width: 1.8;
    stroke-dasharray: 4 2.5;
  }
  .threat-point {
    fill: color-mix(in srgb, var(--_highlight) 35%, transparent);
    stroke: var(--_highlight);
    stroke-width: 1.6;
    stroke-linejoin: round;
  }
  @media print {
    .threat-stones,
    .threat-point {
      stroke: var(--_mark);
    }
    .threat-point {
      fill: none;
    }
  }
`;
