/**
 * The diagrams that illustrate the rule text: small read-only positions that the rule
 * panel shows as live boards (`<gonnect-board readonly size=… black=… white=… marks=…>`).
 * Their captions live in the locales, under `rules.figures.<id>`.
 *
 * Coordinates are Go style: columns `A`–`Z` without `I`, rows from 1 at the bottom.
 */

import type { GameKind } from '../vocabulary.js';

/** The two games (the vocabulary's `GameKind`). */
export type GameId = GameKind;

/** One diagram: a setup, optional moves played from it, and optional marks. */
export interface Figure {
  /** Unique across both games; also the caption's key: `'capture'`. */
  readonly id: string;
  /** Which board shows it. */
  readonly game: GameId;
  /** Board size: 5–9 for Gonnect, 9–13 for Connect6, or the usual board for a `fullBoard` figure. */
  readonly size: number;
  /** A position on the game's usual board (13×13 for Gonnect) rather than a small one: `true`. */
  readonly fullBoard?: boolean;
  /** Black setup stones, as the `black` attribute takes them: `'C3 D4'` (may be empty). */
  readonly black: string;
  /** White setup stones, as the `white` attribute takes them (may be empty). */
  readonly white: string;
  /** Annotations, as the `marks` attribute takes them: `'D4:triangle E5:1'`. */
  readonly marks?: string;
  /** Who moves after the setup; Black unless given. */
  readonly toPlay?: 'black' | 'white';
  /** Moves played from the setup, as the `moves` attribute takes them: `'D4 E4'`. */
  readonly moves?: string;
}

/**
 * Every figure, in the order the rule text first uses them.
 *
 * What each shows (and what the tests check against the engines):
 * - `liberties`: a two-stone black chain; its five liberties are circled.
 * - `connection`: a finished game, Black's chain runs from D1 to D7.
 * - `diagonal`: D3 and E4 meet only diagonally: no result; Black at E3 would connect.
 * - `full-board`: the seed article's 13×13 example, stone for stone (59 black, 62 white),
 *   a finished game: Black's 32-stone chain runs from A7–A9 (left edge) through B10–D10
 *   to N2–N3 (right edge); the black chain from E9 to N11–N13 is a separate one, because
 *   D10 and E9 (the triangles) touch only diagonally.
 * - `capture`: two white stones in atari; Black captures both at the circle (D3).
 * - `suicide`: Black at the cross (C3) would join B1 (bottom edge) to D5 (top edge),
 *   but the joined chain would have no liberty and capture nothing: refused as suicide.
 * - `capture-wins`: the `suicide` shape with black B4 and B5 added, so that white C4–C5
 *   has only C3 left: Black at the circle (C3) captures them, which makes the move
 *   legal, and the chain from B1 to D5 wins.
 * - `ko`: White played D4, Black captured it with E4; White may not retake at D4 (ko).
 * - `swap`: Black's first stone; the second player may now swap.
 * - `first-turn`, `two-stone-turn`: Connect6 turn order, stones numbered.
 * - `six-in-a-row`: a finished Connect6 game, Black's diagonal C2–H7.
 * - `first-stone-wins`: Black's last turn left three fives through E6 (row 6, column E,
 *   the diagonal C4–G8); White blocks two (E11, H9, the triangles) and Black's first
 *   stone of the turn (H6) completes the third; game over.
 */
export const FIGURES: readonly Figure[] = [
  {
    id: 'liberties',
    game: 'gonnect',
    size: 5,
    black: 'C3 D3',
    white: 'D4',
    marks: 'B3:circle C4:circle C2:circle D2:circle E3:circle',
  },
  {
    id: 'connection',
    game: 'gonnect',
    size: 7,
    black: 'D1 D2 D3 C3 C4 C5 D5 D6 D7',
    white: 'B2 B4 B6 D4 E3 E4 E5 F6',
    toPlay: 'white',
  },
  {
    id: 'diagonal',
    game: 'gonnect',
    size: 7,
    black: 'D1 D2 D3 E4 E5 E6 E7',
    white: 'D4 F4 C2 F6 C5 F2',
    marks: 'D3:triangle E4:triangle E3:circle',
    toPlay: 'white',
  },
  {
    id: 'full-board',
    game: 'gonnect',
    size: 13,
    fullBoard: true,
    black:
      'B1 C1 B2 N2 B3 G3 H3 K3 L3 M3 N3 B4 F4 G4 H4 J4 K4 M4 C5 E5 F5 J5 B6 C6 D6 E6 J6 K6 A7 B7 K7 A8 H8 A9 B9 ' +
      'E9 F9 G9 H9 J9 M9 N9 B10 C10 D10 G10 H10 K10 L10 H11 J11 K11 L11 M11 N11 B12 K12 N12 N13',
    white:
      'D1 E1 C2 F2 G2 H2 J2 K2 L2 M2 C3 D3 F3 J3 C4 D4 E4 L4 N4 B5 D5 G5 K5 L5 M5 A6 F6 G6 L6 C7 E7 G7 H7 J7 L7 M7 ' +
      'B8 C8 D8 E8 J8 K8 M8 D9 K9 L9 E10 F10 A11 B11 C11 D11 F11 G11 G12 H12 J12 L12 M12 J13 K13 L13',
    marks: 'D10:triangle E9:triangle',
    toPlay: 'white',
  },
  {
    id: 'capture',
    game: 'gonnect',
    size: 7,
    black: 'C4 C5 E4 E5 D6',
    white: 'D4 D5',
    marks: 'D3:circle',
    toPlay: 'black',
  },
  {
    id: 'suicide',
    game: 'gonnect',
    size: 5,
    black: 'B1 B2 C2 D3 D4 D5',
    white: 'A1 A2 B3 C1 D2 E3 E4 E5 C4 C5',
    marks: 'C3:cross',
    toPlay: 'black',
  },
  {
    id: 'capture-wins',
    game: 'gonnect',
    size: 5,
    black: 'B1 B2 C2 D3 D4 D5 B4 B5',
    white: 'A1 A2 B3 C1 D2 E3 E4 E5 C4 C5',
    marks: 'C3:circle',
    toPlay: 'black',
  },
  {
    id: 'ko',
    game: 'gonnect',
    size: 7,
    black: 'C4 D5 D3',
    white: 'E5 F4 E3',
    toPlay: 'white',
    moves: 'D4 E4',
    marks: 'E4:triangle D4:cross',
  },
  {
    id: 'swap',
    game: 'gonnect',
    size: 9,
    black: '',
    white: '',
    moves: 'E5',
  },
  {
    id: 'first-turn',
    game: 'connect6',
    size: 9,
    black: '',
    white: '',
    moves: 'E5',
    marks: 'E5:1',
  },
  {
    id: 'two-stone-turn',
    game: 'connect6',
    size: 9,
    black: '',
    white: '',
    moves: 'E5 F6 D4 E6 E4',
    marks: 'E5:1 F6:2 D4:3 E6:4 E4:5',
  },
  {
    id: 'six-in-a-row',
    game: 'connect6',
    size: 11,
    black: 'C2 D3 E4 F5 G6 H7 E6 G4 F7',
    white: 'B1 J8 F4 E5 G7 D6 H5 F6',
    toPlay: 'white',
  },
  {
    id: 'first-stone-wins',
    game: 'connect6',
    size: 11,
    black: 'C6 D6 E6 F6 G6 E7 E8 E9 E10 C4 D5 F7 G8',
    white: 'B6 E5 B3 D7 F5 D4 G5 C7 F8 H4 J7 C9',
    toPlay: 'white',
    moves: 'E11 H9 H6',
    marks: 'E11:triangle H9:triangle',
  },
];

/** The figures of one game, in order. */
export function figuresOf(game: GameId): Figure[] {
  return FIGURES.filter((figure) => figure.game === game);
}

/** The figure with this id, or `undefined`. */
export function getFigure(id: string): Figure | undefined {
  return FIGURES.find((figure) => figure.id === id);
}
