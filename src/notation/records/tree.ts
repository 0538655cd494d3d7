/**
 * The record tree: one game as a file holds it, with its variations, comments, marks and
 * header, and no engine attached. `parseRecordTrees` (tree-sgf.ts, contest.ts) reads
 * into it, `stringifyRecordTree` writes it, `replayTree` (src/records) checks it with the
 * rules. The main line is the first child at each node.
 *
 *   (;FF[4]GM[1]SZ[9]RU[Gonnect]PB[Ann]C[A quiet start];B[ee]C[The centre](;W[cc])(;W[gg]TR[ee]))
 *
 * is a tree whose root has one child (B E5), which has two: W C7 (the main line) and W G3.
 */
import type { Color, GameKind, Goal } from '../../vocabulary.js';
import type { Mark } from '../marks.js';
import type { SgfPropertyData } from '../sgf.js';
import type { VariationStep } from './errors.js';
import type { RecordSetup } from './record.js';

/** The game's header, each field only when the file has it: `{ black: 'Ann', result: 'B+' }`. */
export interface RecordHeader {
  /** Black's player (PB): `'Ann'`. */
  black?: string;
  /** White's player (PW): `'Bob'`. */
  white?: string;
  /** Black's rank (BR): `'3d'`. */
  blackRank?: string;
  /** White's rank (WR): `'1k'`. */
  whiteRank?: string;
  /** The result as written (RE), never checked against the moves: `'W+R'`. */
  result?: string;
  /** The event (EV): `'connect6.ch.26.1.1'`. */
  event?: string;
  /** The date (DT), as written: `'2024-05-01'`. */
  date?: string;
  /** The game's name (GN): `'Round 3'`. */
  name?: string;
  /** Where it was played (PC): `'Kyoto'`. */
  place?: string;
  /** Where the record comes from (SO): `'http://www.littlegolem.com'`. */
  source?: string;
}

/** The header fields and their SGF identifiers, in the order they are written. */
export const HEADER_PROPERTIES = [
  ['event', 'EV'],
  ['name', 'GN'],
  ['date', 'DT'],
  ['place', 'PC'],
  ['black', 'PB'],
  ['blackRank', 'BR'],
  ['white', 'PW'],
  ['whiteRank', 'WR'],
  ['source', 'SO'],
  ['result', 'RE'],
] as const satisfies readonly (readonly [keyof RecordHeader, string])[];

/** Where a tree starts: the root's AB, AW and PL, and each game's opening rule: `{ black: ['D4'], white: [], toPlay: 'white' }`. */
export interface TreeStart extends RecordSetup {
  /** Gonnect: whether the pie rule is on (absent NOSWAP): `true`. Absent for Connect6. */
  swap?: boolean;
  /** Connect6: the stones the side to move places in the first turn (LEFT, else 1 on an empty board, 2 otherwise): `1`. Absent for Gonnect. */
  stonesLeft?: 1 | 2;
}

/** A node's move: a swap (Gonnect's pie rule), or stones of one colour (Gonnect one, Connect6 one or two): `{ color: 'white', stones: ['J9', 'L11'] }`. */
export type TreeMove = 'swap' | { color: Color; stones: string[] };

/** Setup in a later node (AB, AW, AE, PL): the line goes on from the changed position: `{ black: ['C3'], white: [], empty: ['D4'] }`. */
export interface SetupChange {
  /** Points that get a black stone (AB): `['C3']`. */
  black: string[];
  /** Points that get a white stone (AW): `[]`. */
  white: string[];
  /** Points emptied (AE): `['D4']`. */
  empty: string[];
  /** Who moves next (PL), when the node says: `'white'`. */
  toPlay?: Color;
}

/** A property nothing here reads, kept as read (escapes resolved) and written back in order: `{ id: 'KM', values: ['6.5'] }`. */
export type UnknownProperty = SgfPropertyData;

/** One node of the tree. Arrays are always present (empty when the node has none). */
export interface RecordNode {
  /** The move made in this node, or absent (the root, a node of comments or setup only): `{ color: 'black', stones: ['E5'] }`. */
  move?: TreeMove;
  /** Setup changed in this node (not the root: its setup is the tree's `start`): `{ black: ['C3'], white: [], empty: [] }`. */
  setup?: SetupChange;
  /** The comment (C), as written, line breaks kept: `'A quiet start.'`. */
  comment?: string;
  /** Marks (TR, CR, SQ, MA) and labels (LB), in that order of kinds, file order within a kind: `[{ point: 'E5', kind: 'triangle', label: '' }]`. */
  marks: Mark[];
  /** Properties nothing here reads, in file order: `[{ id: 'BL', values: ['300'] }]`. */
  unknown: UnknownProperty[];
  /** The continuations, the main line first: `[]` at the end of a line. */
  children: RecordNode[];
}

/** One game as a tree: `{ kind: 'gonnect', size: 9, header: {}, start, root }`. */
export interface RecordTree {
  /** Which game: `'gonnect'`. */
  kind: GameKind;
  /** Board size: `13`. */
  size: number;
  /** Players, ranks, result, event, date, name, place, source: `{ black: 'Ann' }`. */
  header: RecordHeader;
  /** The position before the first move (the root's AB, AW, PL and opening rule). */
  start: TreeStart;
  /** A problem's goal (root GOAL, one of `connect`, `six`, `stop`): `'connect'`. */
  goal?: Goal;
  /** A problem's depth in moves (root WITHIN, a positive whole number): `3`. */
  within?: number;
  /** The root node: its comment, marks and unknown properties; its children hold the first moves. It has no move and no setup change. */
  root: RecordNode;
}

/** A new node with nothing in it but `fields`: `treeNode({ move: 'swap' })`. */
export function treeNode(fields: Partial<RecordNode> = {}): RecordNode {
  return { marks: [], unknown: [], children: [], ...fields };
}

/** The nodes of the main line after the root, first child each time: one entry per node. */
export function mainLineNodes(tree: RecordTree): RecordNode[] {
  const nodes: RecordNode[] = [];
  for (let node = tree.root.children[0]; node; node = node.children[0]) nodes.push(node);
  return nodes;
}

/** The node at a path of child indices from the root (`[]` is the root, `[0, 1]` the second child of the first move), or undefined. */
export function nodeAt(tree: RecordTree, path: readonly number[]): RecordNode | undefined {
  let node: RecordNode | undefined = tree.root;
  for (const index of path) node = node?.children[index];
  return node;
}

/** Every node of the tree, the root first, depth first with the main line first, without recursion (any depth): `[...treeNodes(tree)].length`. */
export function* treeNodes(tree: RecordTree): Generator<RecordNode> {
  const stack: RecordNode[] = [tree.root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    yield node;
    for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index]!);
  }
}

/**
 * The variations taken on the way from the root to a node, newest first, as a linked list
 * that costs nothing along a main line: readers and the replay keep one per line and turn
 * it into an error's `path` and `variations` only when they refuse a node.
 */
export interface Trail {
  /** The variation taken before this one, or null: `null`. */
  up: Trail | null;
  /** The depth of the variation's first node (the length of its path): `14`. */
  depth: number;
  /** Its child index among its parent's continuations (above 0): `1`. */
  index: number;
  /** The number of its first move: `14`. */
  moveNumber: number;
}

/** The `path` and `variations` of a RecordError for the node at `depth` on `trail`: `{ path: [0, 1], variations: [{ variation: 2, moveNumber: 2 }] }`. */
export function trailPlace(trail: Trail | null, depth: number): { path: number[]; variations: VariationStep[] } {
  const path = new Array<number>(depth).fill(0);
  const variations: VariationStep[] = [];
  for (let step = trail; step; step = step.up) {
    path[step.depth - 1] = step.index;
    variations.unshift({ variation: step.index + 1, moveNumber: step.moveNumber });
  }
  return { path, variations };
}
