/**
 * Connect6 games as a plain numbered list, one entry per turn in Little Golem's points
 * (column letter with `i`, row from the bottom): `1.j10 2.i9l10 3.j8l8`. Entries are
 * separated by whitespace; a space after the dot is allowed (`1. j10`). The list starts
 * from the empty board with Black's single stone; the board is 19×19 unless the reader
 * says otherwise. Written as above, points in lower case, one space between entries.
 */
import { SIZES } from '../../vocabulary.js';
import { checkedPoint, readLgPoint, splitLgTurn, writeLgPoint } from './coordinates.js';
import { RecordError } from './errors.js';
import { type Connect6Record, emptyRecord } from './record.js';
import { groupTurns, turnSize } from './turns.js';

/** One `N.points` entry with its character offset. */
interface Entry {
  number: string;
  points: string;
  position: number;
}

/** Splits the text into entries; a token that is not `N.points` is `bad-numbering`. */
function entries(text: string): Entry[] {
  const found: Entry[] = [];
  const pattern = /\S+/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    let token = match[0];
    if (/^[0-9]+\.$/.test(token)) {
      // `1. j10`: the number and the points are two tokens.
      const next = pattern.exec(text);
      token += next?.[0] ?? '';
    }
    const entry = /^([0-9]+)\.(.+)$/.exec(token);
    if (!entry) throw new RecordError('bad-numbering', { token, position: match.index, moveNumber: found.length + 1 });
    found.push({ number: entry[1]!, points: entry[2]!, position: match.index });
  }
  return found;
}

/**
 * Reads a numbered list: `parseConnect6List('1.j10 2.i9l10')` holds the stones K10, J9,
 * M10. Throws RecordError `empty`, `bad-numbering`, `bad-point`, `off-board` or
 * `bad-turn` (a turn other than the last with one stone, or any with more than its share).
 */
export function parseConnect6List(text: string, size: number = SIZES.connect6.default): Connect6Record {
  const record = emptyRecord('connect6', size);
  const list = entries(text);
  if (list.length === 0) throw new RecordError('empty');
  list.forEach(({ number, points, position }, index) => {
    const turn = index + 1;
    const place = { token: `${number}.${points}`, position, moveNumber: turn };
    if (Number(number) !== turn) throw new RecordError('bad-numbering', place, `expected ${turn}.`);
    const written = splitLgTurn(points);
    if (!written) throw new RecordError('bad-point', place);
    const stones = written.map((point) => readLgPoint(point, size, { ...place, token: point }));
    const due = turnSize(turn, 1);
    if (stones.length > due || (stones.length < due && turn < list.length)) {
      throw new RecordError('bad-turn', place, `turn ${turn} has ${due} stones`);
    }
    record.moves.push(...stones);
  });
  return record;
}

/**
 * Writes the moves of a Connect6 record as a numbered list: `'1.j10 2.i9l10'`. The
 * list holds only the moves (no setup, no board size, no names): see `canExpress`.
 */
export function stringifyConnect6List(record: Connect6Record): string {
  const write = (point: string, moveNumber: number): string => writeLgPoint(checkedPoint(point, record.size, { token: point, moveNumber }));
  return groupTurns(record.moves, record.setup.stonesLeft)
    .map((stones, index) => `${index + 1}.${stones.map((point) => write(point, index + 1)).join('')}`)
    .join(' ');
}
