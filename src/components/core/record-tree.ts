/**
 * A record's tree on a board, both ways (loaded with the records chunk): a record tree
 * (src/notation/records/tree.ts, one node per SGF node) becomes the session's move tree
 * (core/move-tree.ts, one node per stone), and the session's tree is written back as a
 * record tree. Connect6 differs between the two: a record's node holds a whole turn (one
 * or two stones), a move node one stone, so a turn's second stone carries the node's
 * comment and marks, and writing joins a turn's stones in one node again (unless the
 * turn branches or is commented between its stones).
 *
 * Two things a board cannot step through, chosen so: a node with neither move nor setup
 * (a comment between moves) gives its notes to the move before it; setup stones after the
 * root (AB, AW, AE, PL in a later node) are refused, naming the move (the records layer
 * reads them, but a board's game starts from one position).
 */
import {
  finish,
  RecordError,
  resultText,
  TreeCursor,
  treeNode,
  turnOf,
  type RecordNode,
  type RecordTree,
  type Steps,
} from '../../records/index.js';
import type { Connect6 } from '../../engine/connect6.js';
import type { BoardGame } from '../../engine/game.js';
import type { Gonnect } from '../../engine/gonnect.js';
import { MoveNode, type NodeNotes } from './move-tree.js';

/** The session's tree of a record tree (already checked with the rules): its root, whose main line is the record's. */
export function boardTree(tree: RecordTree): MoveNode {
  return finish(boardTreeSteps(tree));
}

/** How many record nodes `boardTreeSteps` walks between two yields. */
const STEP = 512;

/** `boardTree` as work in steps (src/notation/steps.ts): a step every few hundred nodes. */
export function* boardTreeSteps(tree: RecordTree): Steps<MoveNode> {
  const cursor = new TreeCursor(tree);
  const root = new MoveNode(Number.NaN, null);
  const { goal, within, header } = tree;
  addNotes(root, tree.root, { ...(goal ? { goal } : {}), ...(within ? { within } : {}) });
  let noted = Object.keys(header).length > 0 || root.notes.comment !== undefined || root.notes.marks !== undefined;
  // Without recursion (a record may be thousands of moves deep): each entry is a move node and the next child of the cursor's node to visit.
  const stack: { node: MoveNode; next: number }[] = [{ node: root, next: 0 }];
  let walked = 0;
  for (let top = stack.at(-1); top; top = stack.at(-1)) {
    if (++walked % STEP === 0) yield;
    const record = cursor.node;
    if (top.next >= record.children.length) {
      stack.pop();
      cursor.up();
      continue;
    }
    const index = top.next++;
    const child = record.children[index]!;
    if (child.setup) throw new RecordError('setup-in-game', { moveNumber: cursor.moveNumber + 1, path: [...cursor.path, index] });
    cursor.down(index);
    let node = top.node;
    for (const move of playedMoves(child, cursor)) node = node.child(move);
    addNotes(node, child, {});
    noted ||= child.comment !== undefined || child.marks.length > 0;
    stack.push({ node, next: 0 });
  }
  // A header (empty when the record has none) tells the board to show the record's notes.
  if (noted) root.notes.header = header;
  return root;
}

/** The moves a record node made, as move indices (`-1` a swap), without a stone left out after a win. */
function playedMoves(node: RecordNode, cursor: TreeCursor): number[] {
  const { move } = node;
  if (move === undefined) return [];
  if (move === 'swap') return [-1];
  const left = cursor.ignored?.moves[0];
  const stones = left === undefined ? move.stones : move.stones.slice(0, -1);
  return stones.map((stone) => cursor.game.indexOf(stone.toUpperCase()));
}

/** Adds a record node's comment, marks and unknown properties (and `extra`) to a move node's notes. */
function addNotes(node: MoveNode, record: RecordNode, extra: NodeNotes): void {
  const notes: NodeNotes = { ...node.notes, ...extra };
  if (record.comment !== undefined) notes.comment = notes.comment === undefined ? record.comment : `${notes.comment}\n\n${record.comment}`;
  if (record.marks.length) notes.marks = [...(notes.marks ?? []), ...record.marks];
  if (record.unknown.length) notes.unknown = [...(notes.unknown ?? []), ...record.unknown];
  node.notes = notes;
}

/**
 * The session's tree as a record tree, to write: `start` is the game at the setup (the
 * session's first game, any moves of it are the tree's), `root` the tree's root. The
 * header is the record's (with the result of the main line's end when it has none).
 */
export function recordTreeOf(start: BoardGame, root: MoveNode): RecordTree {
  const game = start.clone() as Gonnect | Connect6;
  while (game.undo());
  const { black, white, toPlay } = game.setup;
  const { header = {}, goal, within } = root.notes;
  const tree: RecordTree = {
    kind: game.kind,
    size: game.size,
    header: { ...header },
    start:
      game.kind === 'gonnect'
        ? { black, white, toPlay, swap: game.swapAllowed }
        : { black, white, toPlay, stonesLeft: game.setup.stonesLeft },
    root: withNotes(treeNode(), root.notes),
  };
  if (goal) tree.goal = goal;
  if (within) tree.within = within;
  let mainEnd: string | undefined;
  // Depth first without recursion, playing each move on one game and taking it back on the way up.
  const stack: { node: MoveNode; record: RecordNode; next: number; depth: number }[] = [
    { node: root, record: tree.root, next: 0, depth: 0 },
  ];
  // How many entries of the stack have gone past their first child: 0 on the main line (counted, not searched: a line may be long).
  let off = 0;
  for (let top = stack.at(-1); top; top = stack.at(-1)) {
    const { node, record, depth } = top;
    if (top.next === 0 && !node.children.length && off === 0) mainEnd = resultText(game.result);
    if (top.next >= node.children.length) {
      if (top.next > 1) off--;
      stack.pop();
      if (stack.length) game.undo();
      continue;
    }
    if (top.next === 1) off++;
    const child = node.children[top.next++]!;
    const move =
      child.move < 0
        ? 'swap'
        : { color: game.placeAt(child.move).color === 1 ? ('black' as const) : ('white' as const), stones: [game.pointAt(child.move)] };
    if (move === 'swap') game.playMove('swap');
    const joins =
      typeof move === 'object' && typeof record.move === 'object' && sameTurn(game, depth) && node.children.length === 1 && !hasNotes(node);
    if (joins) {
      // The turn's second stone: the node of its first stone holds it, and takes this one's notes and continuations.
      for (const stone of move.stones) (record.move as { stones: string[] }).stones.push(stone);
      withNotes(record, child.notes);
      stack.push({ node: child, record, next: 0, depth: depth + 1 });
    } else {
      const made = withNotes(treeNode({ move }), child.notes);
      record.children.push(made);
      stack.push({ node: child, record: made, next: 0, depth: depth + 1 });
    }
  }
  if (tree.header.result === undefined && mainEnd !== undefined) tree.header.result = mainEnd;
  return tree;
}

/** Whether the stone at `depth + 1` (1 the first) ends the Connect6 turn the stone at `depth` began. */
function sameTurn(game: Gonnect | Connect6, depth: number): boolean {
  if (game.kind !== 'connect6' || depth < 1) return false;
  const first = game.setup.stonesLeft ?? 2;
  return turnOf(depth - 1, first) === turnOf(depth, first);
}

function hasNotes(node: MoveNode): boolean {
  const { comment, marks, unknown } = node.notes;
  return comment !== undefined || Boolean(marks?.length) || Boolean(unknown?.length);
}

/** Puts a move node's comment, marks and unknown properties on a record node; returns it. */
function withNotes(record: RecordNode, notes: NodeNotes): RecordNode {
  if (notes.comment !== undefined) record.comment = notes.comment;
  if (notes.marks) record.marks = [...notes.marks];
  if (notes.unknown) record.unknown = [...notes.unknown];
  return record;
}

/**
 * A problem's tree as a board poses it (a tree whose root has a goal): the position at its
 * root, and a root whose notes hold the comment (the task's words), marks, goal, depth,
 * header, and the tree's lines as authored solution lines (each path from the root to a
 * leaf, in the `solution` syntax); the moves themselves are not shown, which would give
 * the answer away.
 */
export function problemTree(tree: RecordTree): MoveNode {
  const root = new MoveNode(Number.NaN, null);
  const { goal, within, header } = tree;
  addNotes(root, tree.root, { header, ...(goal ? { goal } : {}), ...(within ? { within } : {}) });
  const lines = solutionLines(tree.root);
  if (lines) root.notes.solution = lines;
  return root;
}

/** Every path from `root` to a leaf as a line of turns, `'E5 F6 G7 | E5 G7 F6'`; '' without moves. */
function solutionLines(root: RecordNode): string {
  const lines: string[] = [];
  const stack: { node: RecordNode; turns: string[] }[] = [{ node: root, turns: [] }];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { node, turns } = top;
    const move = node.move;
    const here = move && move !== 'swap' ? [...turns, move.stones.map((stone) => stone.toUpperCase()).join('')] : turns;
    if (!node.children.length && here.length) lines.push(here.join(' '));
    for (let index = node.children.length - 1; index >= 0; index--) stack.push({ node: node.children[index]!, turns: here });
  }
  return lines.join(' | ');
}
