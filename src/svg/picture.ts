/**
 * From a game at the position shown to its standalone SVG: the one path that both
 * `renderSvg` (src/svg/index.ts) and the element's `toSvg()` take, so the two give the
 * same string for the same board. The words (title and description) are the element's
 * own, in the language of the `t` given.
 */
import type { BoardGame } from '../engine/game.js';
import type { Color } from '../engine/types.js';
import type { Translate } from '../i18n/i18n.js';
import type { PlacedMark } from '../board/attributes.js';
import type { Theme } from '../board/load.js';
import { diagramLabel, markText, resultText, turnText } from '../board/messages.js';
import { geometryFor, type Region } from '../board/geometry.js';
import { stoneNumbers } from '../board/move-numbers.js';
import { BoardView, colorAt } from '../board/view-model.js';
import { pointNames } from '../notation/point.js';
import { drawSvg } from './draw.js';

/** A board as the standalone SVG draws it. */
export interface PictureSource {
  /** The game at the position shown. */
  game: BoardGame;
  /** The moves from the setup to the position shown, as indices (`-1` a swap). */
  moves: readonly number[];
  marks: PlacedMark[];
  /** How many move numbers show (`Infinity`: all; 0: none). */
  numbers: number;
  /** The part shown, or null for the whole board. */
  region: Region | null;
  coordinates: boolean;
  theme: Theme;
  /** The words' language. */
  t: Translate;
  /** Whether the words say whose turn it is (the page gave `to-play`); a result is always said. */
  sayTurn: boolean;
}

/** The stones on the board by colour, as points: `{ black: ['D4'], white: [] }`. */
function stoneLists(view: BoardView): Record<Color, string[]> {
  const stones: Record<Color, string[]> = { black: [], white: [] };
  pointNames(view.size).forEach((point, index) => {
    const color = colorAt(view, index);
    if (color) stones[color].push(point);
  });
  return stones;
}

/** The standalone SVG document of a board, as text. */
export function pictureSvg(source: PictureSource): string {
  const { game, t, marks } = source;
  const view = new BoardView();
  view.sync({ revision: 0, game, placement: null, moves: source.moves });
  const geometry = geometryFor(game.size, source.coordinates, source.region ?? undefined);
  const stonesLeft = game.setup.stonesLeft ?? 2;
  const numbers = stoneNumbers(game.kind, source.moves, view, source.numbers, stonesLeft);
  const status = game.result ? resultText(t, game.result) : source.sayTurn ? turnText(t, game.toPlay) : '';
  const heading = t('diagram', { game: t(`game.${game.kind}`), size: game.size });
  const markWords = marks.map(({ mark }) => `${mark.point} ${markText(t, mark)}`);
  return drawSvg({
    geometry,
    view,
    marks,
    numbers,
    theme: source.theme,
    title: status ? `${heading} ${status}` : heading,
    description: diagramLabel(t, game.kind, game.size, stoneLists(view), markWords, status),
  });
}
