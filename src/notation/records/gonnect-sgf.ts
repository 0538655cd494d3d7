/**
 * Gonnect records as SGF FF[4] with Go's conventions (GM[1]), so that any SGF reader
 * sees the board:
 *
 *   (;FF[4]GM[1]CA[UTF-8]SZ[13]RU[Gonnect]PB[Ann]PW[Bob]RE[B+]
 *   ;B[dj];SWAP[];W[gg];B[ee])
 *
 * - Points are Go SGF's two letters, column then row, `a` the first column and the *top*
 *   row (on 13×13 `dj` is D4); AB/AW may use FF[4]'s compressed lists (`AB[aa:cc]`).
 * - The swap (pie rule) is a node of its own holding only the private property
 *   `SWAP[]`: the board does not change and White is still to move, so no B or W value
 *   is written that a Go program would take for a stone or a pass.
 * - A game without the pie rule has the private root property `NOSWAP[]`; a file
 *   without it has the pie rule on (the engine's default).
 * - PL is written only for White to move; read, a missing PL means the colour of the
 *   first move (Black when there is none).
 * - RE is kept as written (`B+`, `W+R`, ...); RU, when present, must say Gonnect and GM,
 *   when present, must be 1.
 * Reading takes the first game tree of the file and its main line (the first variation
 * at each branch); each move node holds one B, W or SWAP; nodes without one (comments)
 * are skipped, and moves are numbered by the move nodes. SGF passes (`B[]`, `B[tt]` up
 * to 19×19) are refused: Gonnect has no pass.
 */
import { type Color, opponent } from '../../vocabulary.js';
import { findProperty, mainLine, parseSgf, type SgfNode, type SgfPropertyData, stringifySgf } from '../sgf.js';
import { checkedPoint, readSgfPoint, readSgfPoints, writeSgfPoint } from './coordinates.js';
import { RecordError, type RecordErrorPlace } from './errors.js';
import type { GonnectRecord } from './record.js';
import {
  checkFileFormat,
  checkSgfKind,
  placeOf,
  readInfo,
  readPlayer,
  readSetupStones,
  readSize,
  refuseSetup,
  writeInfo,
} from './sgf-root.js';

/** The private property of the swap node: `'SWAP'` (`;SWAP[]`). */
export const SWAP_PROPERTY = 'SWAP';
/** The private root property of a game played without the pie rule: `'NOSWAP'` (`NOSWAP[]`). */
export const NO_SWAP_PROPERTY = 'NOSWAP';
/** Move nodes per line when writing. */
const NODES_PER_LINE = 10;

/** One move read from a node: a point with its colour, or the swap. */
interface NodeMove {
  token: string;
  color: Color | null;
  place: RecordErrorPlace;
}

/** Reads a Gonnect SGF file (see the header for the conventions); throws RecordError. */
export function parseGonnectSgf(text: string): GonnectRecord {
  const nodes = mainLine(parseSgf(text)[0]!);
  const root = nodes[0]!;
  checkSgfKind(nodes, 'gonnect');
  checkFileFormat(root);
  const size = readSize(root, 'gonnect');
  const stones = readSetupStones(root, (value, place) => readSgfPoints(value, size, place));
  const played: NodeMove[] = [];
  nodes.forEach((node, index) => {
    const move = readNodeMove(node, index, size, played.length + 1);
    if (move) played.push(move);
  });
  const toPlay = readPlayer(root) ?? played.find((move) => move.color !== null)?.color ?? 'black';
  checkTurns(played, toPlay);
  const swap = findProperty(root, NO_SWAP_PROPERTY) === undefined;
  const moves = played.map((move) => move.token);
  return { kind: 'gonnect', size, setup: { ...stones, toPlay }, swap, moves, ...readInfo(root) };
}

/** The move a node holds (B, W or SWAP), or null for a node without one; errors carry `moveNumber`. */
function readNodeMove(node: SgfNode, index: number, size: number, moveNumber: number): NodeMove | null {
  if (index > 0) refuseSetup(node);
  const found = node.properties.filter(({ id }) => id === 'B' || id === 'W' || id === SWAP_PROPERTY);
  if (found.length === 0) return null;
  const property = found[0]!;
  const place = { ...placeOf(property), moveNumber };
  if (found.length > 1) throw new RecordError('bad-value', { ...placeOf(found[1]!), moveNumber }, 'one move per node');
  if (property.id === SWAP_PROPERTY) return { token: 'swap', color: null, place };
  if (property.values.length !== 1) throw new RecordError('bad-value', place, 'one point per move');
  const value = property.values[0]!.trim();
  if (value === '' || (value === 'tt' && size <= 19)) throw new RecordError('pass', place);
  return { token: readSgfPoint(value, size, place), color: property.id === 'B' ? 'black' : 'white', place };
}

/** Colours alternate from `toPlay` (a swap keeps White to move). */
function checkTurns(moves: NodeMove[], toPlay: Color): void {
  let expected = toPlay;
  moves.forEach((move) => {
    if (move.color === null) return;
    if (move.color !== expected) throw new RecordError('wrong-turn', move.place);
    expected = opponent(expected);
  });
}

/** Writes a Gonnect record as SGF (see the header); throws RecordError for a point that is not on the board. */
export function stringifyGonnectSgf(record: GonnectRecord): string {
  const { size, setup } = record;
  const point = (text: string, place: RecordErrorPlace): string => writeSgfPoint(checkedPoint(text, size, place), size);
  const root: SgfPropertyData[] = [
    { id: 'FF', values: ['4'] },
    { id: 'GM', values: ['1'] },
    { id: 'CA', values: ['UTF-8'] },
    { id: 'SZ', values: [String(size)] },
    { id: 'RU', values: ['Gonnect'] },
    ...writeInfo(record),
  ];
  if (!record.swap) root.push({ id: NO_SWAP_PROPERTY, values: [''] });
  if (setup.black.length > 0) root.push({ id: 'AB', values: setup.black.map((p) => point(p, { token: p })) });
  if (setup.white.length > 0) root.push({ id: 'AW', values: setup.white.map((p) => point(p, { token: p })) });
  if (setup.toPlay === 'white') root.push({ id: 'PL', values: ['W'] });
  let color = setup.toPlay;
  const moves = record.moves.map((move, index): SgfPropertyData[] => {
    if (move.toLowerCase() === 'swap') return [{ id: SWAP_PROPERTY, values: [''] }];
    const node = { id: color === 'black' ? 'B' : 'W', values: [point(move, { token: move, moveNumber: index + 1 })] };
    color = opponent(color);
    return [node];
  });
  return stringifySgf([root, ...moves], NODES_PER_LINE);
}
