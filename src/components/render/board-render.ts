/**
 * Drawing a board from a {@link Scene}: the SVG (the static layer memoised per size, the
 * setup stones per setup change, the played stones one circle each, the move markers), the
 * accessible grid over it, and the words that describe a diagram.
 */
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { BoardGame } from '../../engine/game.js';
import type { Color } from '../../engine/types.js';
import type { Translate } from '../../i18n/i18n.js';
import type { GameKind } from '../../vocabulary.js';
import type { PlacedMark } from '../../board/attributes.js';
import { diagramLabel, markText } from '../../board/messages.js';
import { CELL, columnX, rowY, type Geometry } from '../../board/geometry.js';
import { pointNames } from '../../notation/point.js';
import { gridRows } from './grid-cells.js';
import { boardLayer } from './svg-board.js';
import { focusRing, ghostStone, markLayer, stonePaths } from './svg-marks.js';
import { playedStones, setupLayer } from './svg-stones.js';
import { serverDrawing } from '../../board/server-drawing.js';
import { colorAt, type BoardView } from '../../board/view-model.js';

/** Everything one drawing of the board needs. */
export interface Scene {
  game: BoardGame;
  geometry: Geometry;
  view: BoardView;
  marks: PlacedMark[];
  /** The features' layers over the stones (the move numbers, drawn by code loaded on first use). */
  numbers: unknown;
  t: Translate;
  kind: GameKind;
  readonly: boolean;
  /** The intersection under the mouse, the focused one, and whether the focus ring shows. */
  hover: number;
  /** A tap waiting for its second (tap to confirm): its point is shown large beside it; -1 for none. */
  tip: number;
  focus: number;
  focusShown: boolean;
  /** The status line as text ('' when a diagram shows none). */
  status: string;
}

/** The words for what stands on an index besides its stone: last move, pending, a hint, marks. */
export function notesAt(view: BoardView, marks: PlacedMark[], t: Translate): Map<number, string[]> {
  const notes = new Map<number, string[]>();
  const add = (index: number, text: string) => notes.set(index, [...(notes.get(index) ?? []), text]);
  view.last.forEach(({ index }) => add(index, t('lastMove')));
  view.pending.forEach(({ index }) => add(index, t('pending')));
  view.hint.forEach((index) => add(index, t('hint.note')));
  marks.forEach(({ mark, index, role }) => add(index, role ? t('variation.continuation', { label: mark.label }) : markText(t, mark)));
  return notes;
}

/** The label of a read-only diagram: game, size, stones, marks and status. */
function diagramText(scene: Scene): string {
  const stones: Record<Color, string[]> = { black: [], white: [] };
  pointNames(scene.view.size).forEach((point, index) => {
    const color = colorAt(scene.view, index);
    if (color) stones[color].push(point);
  });
  const marks = scene.marks.map(({ mark }) => `${mark.point} ${markText(scene.t, mark)}`);
  return diagramLabel(scene.t, scene.kind, scene.view.size, stones, marks, scene.status);
}

/**
 * The SVG: a picture (role img) for a diagram, hidden behind the grid otherwise. The
 * layers a move changes (played stones, markers, marks, ghost, focus) are one group, which
 * a playable board composites on its own, so that a move repaints none of the wood,
 * lines and setup stones under it.
 */
export function boardSvg(scene: Scene): TemplateResult {
  const { game, geometry, view } = scene;
  const live = !scene.readonly && !game.result;
  const ghost = live && scene.hover >= 0 && game.isLegalIndex(scene.hover) ? scene.hover : -1;
  const paths = stonePaths(geometry, view);
  return html`<svg
    viewBox="${geometry.x} ${geometry.y} ${geometry.width} ${geometry.height}"
    role=${scene.readonly ? 'img' : nothing}
    aria-label=${scene.readonly ? diagramText(scene) : nothing}
    aria-hidden=${scene.readonly ? nothing : 'true'}
  >
    ${guard([geometry], () => boardLayer(geometry))} ${guard([geometry, view.setupVersion], () => setupLayer(geometry, view))}
    <g class="live">
      <g class="played" ${playedStones(geometry, view)}></g>
      ${serverDrawing.stones?.(geometry, view)}
      <path class="highlight" d=${paths.winning}></path>
      <path class="last" d=${paths.last}></path>
      <path class="pending" d=${paths.pending}></path>
      <path class="hint" d=${paths.hint}></path>
      ${scene.numbers} ${markLayer(geometry, view, scene.marks)} ${ghostStone(geometry, ghost, game.toPlay)}
      ${ghost >= 0 && ghost === scene.tip ? pointTip(geometry, ghost) : nothing} ${focusRing(geometry, scene.focusShown ? scene.focus : -1)}
    </g>
  </svg>`;
}

/**
 * The name of a point waiting for a second tap, large, above it (below it on the top rows),
 * where the finger that tapped does not hide it.
 */
function pointTip(geometry: Geometry, index: number): SVGTemplateResult {
  const { size } = geometry;
  const col = index % size;
  const row = Math.floor(index / size);
  const x = columnX(geometry, col);
  const above = row < size - 3;
  const y = rowY(geometry, row) + (above ? -2.2 : 2.2) * CELL;
  const name = pointNames(size)[index]!;
  const width = CELL * (0.9 + 0.75 * name.length);
  const left = Math.max(geometry.x, Math.min(x - width / 2, geometry.x + geometry.width - width));
  return svg`<g class="tip" aria-hidden="true"><rect x=${left} y=${y - CELL * 0.8} width=${width} height=${CELL * 1.6} rx=${CELL * 0.3}></rect>
    <text x=${left + width / 2} y=${y}>${name}</text></g>`;
}

/** The accessible grid laid over the intersections (none for a diagram); rebuilt only for a new size, label or focus. */
export function boardGrid(scene: Scene, listener: EventListenerObject): unknown {
  if (scene.readonly) return nothing;
  const { geometry, focus } = scene;
  const label = scene.t('board', { game: scene.t(`game.${scene.kind}`), size: geometry.size });
  return guard([geometry, label, focus], () => gridTemplate(geometry, label, focus, listener));
}

function gridTemplate(geometry: Geometry, label: string, focus: number, listener: EventListenerObject): TemplateResult {
  const { cells, size } = geometry;
  // Set through the CSSOM (a property binding), never as a style attribute, which a
  // strict Content Security Policy refuses (as it does lit's styleMap on first render).
  const box = `left:${cells.left}%;top:${cells.top}%;width:${cells.width}%;height:${cells.height}%`;
  return html`<div
    class="grid-cells"
    role="grid"
    tabindex="0"
    .style=${box}
    aria-label=${label}
    aria-activedescendant="p${pointNames(size)[focus]}"
    @keydown=${listener}
    @focus=${listener}
    @blur=${listener}
    @click=${listener}
  >
    ${guard([geometry], () => gridRows(geometry))}
  </div>`;
}
