/**
 * Connect6 records in the format of Chinese contests, as text already decoded:
 *
 *   {[C6][Zhang San][Li Si][black wins][2023.05.01 14:00][Provincial league];B(J,10);W(I,11);W(K,11);B(K,9);B(L,8)}
 *
 * - A header of bracketed fields: the game (`C6`), Black's name, White's name, the result,
 *   the date, the event; a field may be empty or missing at the end.
 * - Then `;`-separated stones, each `B(col,row)` or `W(col,row)`: the column a letter
 *   `A`–`S` *with* `I` (as Little Golem's), the row from 1 at the bottom; `J,10` is our K10.
 *   Black's first stone is a turn alone, then each side places two. The board is 19×19.
 * - Consecutive stones of one colour are one turn, one node of the tree (at most the
 *   turn's stones: one in the first turn, else two).
 * - The result is kept as text and never checked: a record whose header claims a win its
 *   moves do not make loads, and its game has no winner.
 * Several records in one text (`{...}{...}`) are a collection. Whitespace may stand between
 * tokens. Refusals: `wrong-game` for another game than C6, `bad-value` for text that is
 * not this format, `bad-point` or `off-board` for a stone, with its move (turn) number.
 */
import { readLgPoint } from './coordinates.js';
import { RecordError } from './errors.js';
import { type RecordTree, treeNode, type RecordNode } from './tree.js';
import { turnSize } from './turns.js';

/** The header's fields after the game's tag, in order. */
const FIELDS = ['black', 'white', 'result', 'date', 'event'] as const;
const SIZE = 19;

/** Whether a text is in this format: it starts with `{` and a bracketed field (`{[C6]`). */
export function isContestRecord(text: string): boolean {
  return /^\s*\{\s*\[/.test(text);
}

/** Reads every `{...}` record of a text into trees: `parseContestRecords('{[C6][A][B][][][];B(J,10)}')`. Throws RecordError. */
export function parseContestRecords(text: string): RecordTree[] {
  const trees: RecordTree[] = [];
  const pattern = /\{([^{}]*)\}/g;
  let end = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (text.slice(end, match.index).trim() !== '') throw new RecordError('bad-value', { position: end }, 'text between records');
    trees.push(readRecord(match[1]!, match.index + 1));
    end = pattern.lastIndex;
  }
  if (trees.length === 0 || text.slice(end).trim() !== '')
    throw new RecordError('bad-value', { position: end }, 'a contest record is {[C6]...}');
  return trees;
}

/** One record's text between the braces; `offset` is where it starts in the whole text. */
function readRecord(body: string, offset: number): RecordTree {
  const header = /^\s*((?:\[[^\]]*\]\s*)+)/.exec(body);
  if (!header) throw new RecordError('bad-value', { position: offset }, 'a contest record starts with [C6]');
  const fields = [...header[1]!.matchAll(/\[([^\]]*)\]/g)].map((field) => field[1]!.trim());
  if (fields[0]!.toUpperCase() !== 'C6') throw new RecordError('wrong-game', { token: `[${fields[0]!}]`, position: offset });
  const tree: RecordTree = {
    kind: 'connect6',
    size: SIZE,
    header: {},
    start: { black: [], white: [], toPlay: 'black', stonesLeft: 1 },
    root: treeNode(),
  };
  FIELDS.forEach((field, index) => {
    const value = fields[index + 1];
    if (value) tree.header[field] = value;
  });
  readStones(body, header[0].length, offset, tree);
  return tree;
}

/** The `;B(J,10)` entries after the header, grouped into turns, one node each. */
function readStones(body: string, from: number, offset: number, tree: RecordTree): void {
  let parent: RecordNode = tree.root;
  let turn = 0;
  const entry = /\s*;\s*(?:([BW])\s*\(\s*([A-Za-z])\s*,\s*([0-9]+)\s*\)\s*)?/y;
  for (let at = from; at < body.length;) {
    entry.lastIndex = at;
    const match = entry.exec(body);
    const position = offset + at;
    if (!match) throw new RecordError('bad-value', { position, token: body.slice(at, at + 12) }, 'a stone is ;B(col,row)');
    at = entry.lastIndex;
    if (match[1] === undefined) continue; // an empty entry: `;;` or a closing `;`
    const color = match[1] === 'B' ? 'black' : 'white';
    const move = parent.move === 'swap' ? undefined : parent.move;
    const joins = move !== undefined && move.color === color && move.stones.length < turnSize(turn, 1);
    if (!joins) turn++;
    const token = `${match[1]}(${match[2]},${match[3]})`;
    const stone = readLgPoint(`${match[2]}${match[3]}`, SIZE, { token, position, moveNumber: turn });
    if (joins) move.stones.push(stone);
    else {
      const node = treeNode({ move: { color, stones: [stone] } });
      parent.children.push(node);
      parent = node;
    }
  }
}
