/**
 * The snippet of what the editor holds (`toHtml()`): the markup of a board that shows it,
 * with exactly the attributes needed. A diagram is its setup (`black`, `white`, `to-play`)
 * and `marks`; a problem adds `goal`, `within` and its lines as `solution`; a game adds
 * `moves`. What attributes cannot say (a comment, marks after the start, variations of a
 * game that is no problem) makes the whole tree a `record` (SGF), whose root then holds the
 * setup, marks and problem. `region` and `no-swap` are attributes in both forms. Every
 * value is escaped for an HTML attribute in double quotes.
 */
import type { BoardGame } from '../../engine/game.js';
import { stringifyMarks } from '../../notation/marks.js';
import { stringifyRecordTree } from '../../notation/records/tree-write.js';
import { recordTreeOf } from '../core/record-tree.js';
import type { MoveNode } from '../core/move-tree.js';
import { cloneTree, type EditorState } from './editor-state.js';

/** The board a snippet is for: its tag, the game's start (setup applied, no move) and whether the pie rule is off. */
export interface SnippetBoard {
  tag: string;
  start: BoardGame;
  noSwap: boolean;
}

/** `"` `&` `<` `>` as entities: the value of an attribute written in double quotes. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (char) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[char]!);
}

/** The attributes of a board showing the state, in order: `[['size', '9'], ['black', 'E5'], ['no-swap', true]]`. */
export function snippetAttributes(state: EditorState, board: SnippetBoard): [string, string | true][] {
  const { start } = board;
  const attributes: [string, string | true][] = [['size', String(start.size)]];
  if (needsRecord(state)) {
    const root = cloneTree(state.tree);
    if (state.goal) Object.assign(root.notes, { goal: state.goal, within: state.within });
    attributes.push(['record', stringifyRecordTree(recordTreeOf(start, root))]);
  } else {
    if (state.black.length) attributes.push(['black', state.black.join(' ')]);
    if (state.white.length) attributes.push(['white', state.white.join(' ')]);
    if (state.toPlay && state.toPlay !== 'black') attributes.push(['to-play', state.toPlay]);
    const marks = state.tree.notes.marks ?? [];
    if (marks.length) attributes.push(['marks', stringifyMarks(marks)]);
    if (state.goal) {
      attributes.push(['goal', state.goal], ['within', String(state.within)]);
      const lines = solutionLines(start, state.tree);
      if (lines.length) attributes.push(['solution', lines.join(' | ')]);
    } else {
      const moves = state.tree.mainLine().map((node) => (node.move < 0 ? 'swap' : start.pointAt(node.move)));
      if (moves.length) attributes.push(['moves', moves.join(' ')]);
    }
  }
  if (state.region) attributes.push(['region', state.region]);
  if (board.noSwap) attributes.push(['no-swap', true]);
  return attributes;
}

/** The markup of a board showing the state: `<gonnect-board size="9" black="E5"></gonnect-board>`. */
export function snippet(state: EditorState, board: SnippetBoard): string {
  const written = snippetAttributes(state, board).map(([name, value]) =>
    value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`,
  );
  return `<${board.tag}${written.join('')}></${board.tag}>`;
}

/**
 * A link to `page` (the embed's `board.html`, which shows one board from its fragment, for
 * pages that take an iframe but no script) showing the state: `…/board.html#game=gonnect&size=9&black=E5`.
 */
export function boardLink(state: EditorState, board: SnippetBoard, page: URL): string {
  const entries = new URLSearchParams({ game: board.start.kind });
  for (const [name, value] of snippetAttributes(state, board)) entries.append(name, value === true ? '' : value);
  // A boolean attribute reads as well without its `=`.
  return `${page.href.split('#')[0]}#${entries.toString().replace(/=(?=&|$)/g, '')}`;
}

/** Whether the tree holds what only a record can say. */
function needsRecord(state: EditorState): boolean {
  const { tree } = state;
  if (tree.notes.comment) return true;
  const stack = [...tree.children];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.notes.comment || node.notes.marks?.length) return true;
    stack.push(...node.children);
  }
  // The start's marks over a game's moves: `marks` would show them at every move.
  if (tree.notes.marks?.length && tree.children.length && !state.goal) return true;
  // A game's variations need the record; a problem's are its solution lines.
  return !state.goal && hasBranch(tree);
}

function hasBranch(node: MoveNode): boolean {
  return node.children.length > 1 || node.children.some(hasBranch);
}

/**
 * Each line from the root to a leaf in the `solution` syntax, the solver first: Gonnect a
 * point a move, Connect6 a turn's points written together (`'J10K11 L12M13'`).
 */
export function solutionLines(start: BoardGame, tree: MoveNode): string[] {
  const lines: string[] = [];
  const game = start.clone();
  const walk = (node: MoveNode, turns: string[][]): void => {
    if (!node.children.length) {
      if (turns.length) lines.push(turns.map((turn) => turn.join('')).join(' '));
      return;
    }
    for (const child of node.children) {
      const color = game.toPlay;
      const point = child.move < 0 ? 'swap' : game.pointAt(child.move);
      game.playMove(point);
      // A Connect6 turn is the stones one side places in a row.
      const last = turns.at(-1);
      const sameTurn = start.kind === 'connect6' && last && lastColor(turns, start) === color;
      walk(child, sameTurn ? [...turns.slice(0, -1), [...last, point]] : [...turns, [point]]);
      game.undo();
    }
  };
  walk(tree, []);
  return lines;
}

/** The colour of the last turn of a line: turns alternate from the side that starts. */
function lastColor(turns: readonly string[][], start: BoardGame): string {
  const first = start.toPlay;
  return turns.length % 2 === 1 ? first : first === 'black' ? 'white' : 'black';
}
