/**
 * Connect6 records in Little Golem's SGF dialect, where real games are found:
 *
 *   (;FF[4]EV[connect6.ch.26.1.1]PB[Phoenix]PW[Lomaben]SO[http://www.littlegolem.com];B[j10];W[j9l11];B[k9l8])
 *
 * - One node per turn, both stones of a turn in one value (`W[j9l11]`).
 * - Points: a column letter `a`–`s` *with* `i`, then the row from 1 at the bottom (so
 *   `j10` is our K10); read in either case, written in lower case.
 * - No GM, no SZ (the board is 19×19), no RE. We write SZ only for another board, RE
 *   only when the record has a result, AB/AW (Little Golem points) and PL[W] only for a
 *   setup, and the private root property `LEFT[1]` or `LEFT[2]` only when the first turn
 *   after a setup holds another number of stones than the engine's default (1 on an
 *   empty board, else 2).
 * Reading also takes a turn split over consecutive nodes of its colour (`;W[j9];W[l11]`,
 * as programs with one stone per node write it), the first game tree and its main line.
 * The last turn may be short (a game saved in the middle of a turn); any other turn
 * with too few or too many stones is refused (`bad-turn`), as is a turn by the wrong
 * colour (`wrong-turn`). Errors carry the turn number as `moveNumber`.
 *
 * Normalisation: an LG file read and written again gives the same text, except that
 * properties other than FF, SZ, EV, PB, PW, SO, RE, AB, AW, PL, LEFT and the moves are
 * dropped; FF is written as FF[4]; the root properties come in the order above;
 * whitespace between tokens is removed (one line); points are lower case; text values
 * have other whitespace turned into spaces and only `\` and `]` escaped.
 */
import { type Color } from '../../vocabulary.js';
import { findProperty, mainLine, parseSgf, type SgfNode, type SgfProperty, type SgfPropertyData, stringifySgf } from '../sgf.js';
import { checkedPoint, readLgPoint, splitLgTurn, writeLgPoint } from './coordinates.js';
import { RecordError, type RecordErrorPlace } from './errors.js';
import type { Connect6Record } from './record.js';
import {
  checkFileFormat,
  checkSgfKind,
  placeOf,
  readInfo,
  readPlayer,
  readSetupStones,
  readSize,
  refuseSetup,
  singleValue,
  writeInfo,
} from './sgf-root.js';
import { groupTurns, turnColor, turnSize } from './turns.js';

/** The private root property of the stones the side to move places in the first turn after a setup: `'LEFT'` (`LEFT[1]`). */
export const STONES_LEFT_PROPERTY = 'LEFT';

/** Reads a Little Golem Connect6 file (see the header); throws RecordError. */
export function parseConnect6Sgf(text: string): Connect6Record {
  const nodes = mainLine(parseSgf(text)[0]!);
  const root = nodes[0]!;
  checkSgfKind(nodes, 'connect6');
  checkFileFormat(root);
  const size = readSize(root, 'connect6');
  const stones = readSetupStones(root, (value, place) => [readLgPoint(value.trim(), size, place)]);
  const first = nodes.map(moveProperty).find((property) => property !== undefined);
  const toPlay = readPlayer(root) ?? (first === undefined ? 'black' : colorOf(first));
  const stonesLeft = readStonesLeft(root, stones.black.length + stones.white.length > 0);
  const moves = readTurns(nodes, size, toPlay, stonesLeft);
  return { kind: 'connect6', size, setup: { ...stones, toPlay, stonesLeft }, moves, ...readInfo(root) };
}

/** LEFT[1] or LEFT[2]; else the engine's default (2 once stones stand on the board, else 1). */
export function readStonesLeft(root: SgfNode, hasStones: boolean): 1 | 2 {
  const text = singleValue(root, STONES_LEFT_PROPERTY)?.trim();
  if (text === undefined) return hasStones ? 2 : 1;
  if (text === '1' || text === '2') return Number(text) as 1 | 2;
  throw new RecordError('bad-value', placeOf(findProperty(root, STONES_LEFT_PROPERTY)!), 'LEFT is 1 or 2');
}

/** A node's B or W, or undefined; `bad-value` for a node with both. */
function moveProperty(node: SgfNode): SgfProperty | undefined {
  const found = node.properties.filter(({ id }) => id === 'B' || id === 'W');
  if (found.length > 1) throw new RecordError('bad-value', placeOf(found[1]!), 'one colour per node');
  return found[0];
}

function colorOf(property: SgfProperty): Color {
  return property.id === 'B' ? 'black' : 'white';
}

/** The stones of one B or W value (`j9l11`), as our points. */
function readStones(property: SgfProperty, size: number, place: RecordErrorPlace): string[] {
  if (property.values.length !== 1) throw new RecordError('bad-value', place, 'one value per turn');
  const value = property.values[0]!.trim();
  if (value === '') throw new RecordError('pass', place);
  const written = splitLgTurn(value);
  if (!written) throw new RecordError('bad-point', place);
  return written.map((point) => readLgPoint(point, size, { ...place, token: point }));
}

/**
 * Reads the moves node by node into turns (a turn may span nodes of its colour),
 * checking each turn's colour and number of stones; returns the stones, one entry each.
 */
function readTurns(nodes: readonly SgfNode[], size: number, first: Color, stonesLeft: 1 | 2): string[] {
  const moves: string[] = [];
  let turn = 0; // the turn being read, 1-based
  let placed = 0; // its stones so far
  nodes.forEach((node, index) => {
    if (index > 0) refuseSetup(node);
    const property = moveProperty(node);
    if (property === undefined) return;
    const color = colorOf(property);
    if (turn === 0 || placed === turnSize(turn, stonesLeft)) [turn, placed] = [turn + 1, 0];
    else if (color !== turnColor(turn, first))
      throw new RecordError('bad-turn', { ...placeOf(property), moveNumber: turn }, `turn ${turn} is short`);
    const at = { ...placeOf(property), moveNumber: turn };
    if (color !== turnColor(turn, first)) throw new RecordError('wrong-turn', at);
    const stones = readStones(property, size, at);
    placed += stones.length;
    if (placed > turnSize(turn, stonesLeft)) throw new RecordError('bad-turn', at, `turn ${turn} has ${turnSize(turn, stonesLeft)} stones`);
    moves.push(...stones);
  });
  return moves;
}

/** Writes a Connect6 record in Little Golem's dialect (see the header); RecordError for a point off the board. */
export function stringifyConnect6Sgf(record: Connect6Record): string {
  const { size, setup } = record;
  const lg = (point: string, place: RecordErrorPlace): string => writeLgPoint(checkedPoint(point, size, { token: point, ...place }));
  const root: SgfPropertyData[] = [{ id: 'FF', values: ['4'] }];
  if (size !== 19) root.push({ id: 'SZ', values: [String(size)] });
  root.push(...writeInfo(record));
  if (setup.black.length > 0) root.push({ id: 'AB', values: setup.black.map((point) => lg(point, {})) });
  if (setup.white.length > 0) root.push({ id: 'AW', values: setup.white.map((point) => lg(point, {})) });
  if (setup.toPlay === 'white') root.push({ id: 'PL', values: ['W'] });
  const usual = setup.black.length + setup.white.length > 0 ? 2 : 1;
  if (setup.stonesLeft !== usual) root.push({ id: STONES_LEFT_PROPERTY, values: [String(setup.stonesLeft)] });
  const turns = groupTurns(record.moves, setup.stonesLeft).map((stones, index): SgfPropertyData[] => [
    {
      id: turnColor(index + 1, setup.toPlay) === 'black' ? 'B' : 'W',
      values: [stones.map((point) => lg(point, { moveNumber: index + 1 })).join('')],
    },
  ]);
  return stringifySgf([root, ...turns]);
}
