/**
 * Reading SGF into record trees: every game tree of a collection, every variation, at any
 * depth and length without recursion. Both dialects of gonnect-sgf.ts and connect6-sgf.ts:
 * Gonnect in Go's points (`dj`, compressed lists `aa:cc` in setup and marks), the swap as
 * `SWAP[]`; Connect6 in Little Golem's points (`j10`), one node per turn with both stones
 * in one value (`W[j9l11]`; a turn split over nodes of its colour stays as written, one
 * node each, and the replay joins them).
 *
 * Read into fields: the move (B, W, SWAP), setup (AB, AW, PL at the root; AB, AW, AE, PL
 * in later nodes), C, TR, CR, SQ, MA, LB, the header (PB PW BR WR RE EV DT GN PC SO, as
 * SimpleText) and the root's FF, GM, CA, SZ, RU, NOSWAP, LEFT, GOAL, WITHIN. Everything
 * else is kept in the node's `unknown`, in file order. A move in the root node is read as
 * the root's first child. Errors name the node: `moveNumber` (move nodes from the root),
 * `path` and `variations`.
 */
import { type Color, type GameKind, GOALS, type Goal } from '../../vocabulary.js';
import type { Mark, MarkShape } from '../marks.js';
import { findProperty, mainLine, type SgfNode, type SgfOptions, type SgfProperty, type SgfTree, sgfSteps, simpleText } from '../sgf.js';
import { finish, STEP, type Steps } from '../steps.js';
import { readStonesLeft } from './connect6-sgf.js';
import { readLgPoint, readSgfPoint, readSgfPoints, splitLgTurn } from './coordinates.js';
import { RecordError, type RecordErrorPlace, relocated } from './errors.js';
import { NO_SWAP_PROPERTY, SWAP_PROPERTY } from './gonnect-sgf.js';
import { checkFileFormat, checkSgfKind, placeOf, readPlayer, readSetupStones, readSize, sgfKind, singleValue } from './sgf-root.js';
import {
  HEADER_PROPERTIES,
  type RecordHeader,
  type RecordNode,
  type RecordTree,
  type Trail,
  trailPlace,
  treeNode,
  type TreeMove,
  type TreeStart,
} from './tree.js';

/** The marks' SGF identifiers and shapes, in the order a node's marks are kept and written. */
export const MARK_PROPERTIES = [
  ['TR', 'triangle'],
  ['CR', 'circle'],
  ['SQ', 'square'],
  ['MA', 'cross'],
] as const satisfies readonly (readonly [string, MarkShape])[];

/** Properties of the root that the tree's fields hold (besides those of every node). */
const ROOT_IDS = new Set([
  'FF',
  'GM',
  'CA',
  'SZ',
  'RU',
  'AB',
  'AW',
  'PL',
  'GOAL',
  'WITHIN',
  NO_SWAP_PROPERTY,
  'LEFT',
  ...HEADER_PROPERTIES.map(([, id]) => id),
]);
/** Properties of every node that its fields hold. */
const NODE_IDS = new Set(['B', 'W', SWAP_PROPERTY, 'C', 'LB', ...MARK_PROPERTIES.map(([id]) => id)]);
/** Setup properties of a later node. */
const SETUP_IDS = new Set(['AB', 'AW', 'AE', 'PL']);

/**
 * Reads every game tree of an SGF collection: `parseSgfTrees('(;GN[a])(;GN[b])', 'gonnect')`
 * is two trees. With `kind`, a collection of both games gives its games of that kind.
 * Throws RecordError.
 */
export function parseSgfTrees(text: string, kind?: GameKind, options: SgfOptions = {}): RecordTree[] {
  return finish(sgfTreeSteps(text, kind, options));
}

/** `parseSgfTrees` as work in steps (src/notation/steps.ts). */
export function* sgfTreeSteps(text: string, kind?: GameKind, options: SgfOptions = {}): Steps<RecordTree[]> {
  const trees = yield* sgfSteps(text, options);
  // A collection of both games is a set for either board: each reads the games of its own
  // (a collection with none of them is refused by its first game, as a single game is).
  const own = kind && trees.length > 1 ? trees.filter((tree) => sgfKind(mainLine(tree)) === kind) : [];
  const read: RecordTree[] = [];
  for (const tree of own.length ? own : trees) read.push(yield* readTree(tree, kind));
  return read;
}

/** Where a node being read stands: its depth, the moves before it, the variations taken. */
interface At {
  depth: number;
  moves: number;
  trail: Trail | null;
}

/** How points of this tree are written. */
interface Dialect {
  kind: GameKind;
  size: number;
  /** One value of a point list (setup, marks) to points. */
  points: (value: string, place: RecordErrorPlace) => string[];
}

function* readTree(sgf: SgfTree, kind: GameKind | undefined): Steps<RecordTree> {
  const line = mainLine(sgf);
  const game = kind ?? sgfKind(line);
  checkSgfKind(line, game);
  const root = sgf.nodes[0]!;
  checkFileFormat(root);
  const size = readSize(root, game);
  const dialect: Dialect = {
    kind: game,
    size,
    points:
      game === 'gonnect' ? (value, place) => readSgfPoints(value, size, place) : (value, place) => [readLgPoint(value.trim(), size, place)],
  };
  const tree: RecordTree = { kind: game, size, header: readHeader(root), start: readStart(root, line, dialect), root: treeNode() };
  readProblem(root, tree);
  yield* readNodes(sgf, tree.root, dialect);
  return tree;
}

/** AB, AW and PL of the root (PL: else the colour of the first move of the main line, else Black), NOSWAP or LEFT. */
function readStart(root: SgfNode, line: readonly SgfNode[], dialect: Dialect): TreeStart {
  const stones = readSetupStones(root, dialect.points);
  const first = line.find((node) => findProperty(node, 'B') ?? findProperty(node, 'W'));
  const firstColor: Color = first === undefined || findProperty(first, 'B') ? 'black' : 'white';
  const toPlay: Color = readPlayer(root) ?? firstColor;
  if (dialect.kind === 'gonnect') return { ...stones, toPlay, swap: findProperty(root, NO_SWAP_PROPERTY) === undefined };
  return { ...stones, toPlay, stonesLeft: readStonesLeft(root, stones.black.length + stones.white.length > 0) };
}

/** The header's properties present in the root, as SimpleText. */
function readHeader(root: SgfNode): RecordHeader {
  const header: RecordHeader = {};
  for (const [field, id] of HEADER_PROPERTIES) {
    const text = singleValue(root, id);
    if (text !== undefined) header[field] = simpleText(text);
  }
  return header;
}

/** GOAL (connect, six or stop, any case) and WITHIN (a positive whole number); `bad-value` for others. */
function readProblem(root: SgfNode, tree: RecordTree): void {
  const goal = singleValue(root, 'GOAL')?.trim().toLowerCase();
  if (goal !== undefined) {
    if (!GOALS.includes(goal as Goal))
      throw new RecordError('bad-value', placeOf(findProperty(root, 'GOAL')!), 'GOAL is connect, six or stop');
    tree.goal = goal as Goal;
  }
  const within = singleValue(root, 'WITHIN')?.trim();
  if (within !== undefined) {
    if (!/^[1-9][0-9]*$/.test(within))
      throw new RecordError('bad-value', placeOf(findProperty(root, 'WITHIN')!), 'WITHIN is a positive number');
    tree.within = Number(within);
  }
}

/** Turns the SGF tree's sequences and variations into record nodes under `root`, with an explicit stack. */
function* readNodes(sgf: SgfTree, root: RecordNode, dialect: Dialect): Steps<void> {
  const rootMove = readNode(sgf.nodes[0]!, root, dialect, { depth: 0, moves: 0, trail: null }, true);
  let top = root;
  let at: At = { depth: 0, moves: 0, trail: null };
  if (rootMove) {
    top = treeNode({ move: rootMove });
    root.children.push(top);
    at = { depth: 1, moves: 1, trail: null };
  }
  const stack: { sgf: SgfTree; from: number; parent: RecordNode; at: At }[] = [{ sgf, from: 1, parent: top, at }];
  let count = 0;
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    let { parent, at } = entry;
    if (++count % STEP === 0) yield;
    for (let index = entry.from; index < entry.sgf.nodes.length; index++) {
      if (++count % STEP === 0) yield;
      const place = { ...at, depth: at.depth + 1, trail: parent.children.length > 0 ? branch(at, parent.children.length) : at.trail };
      [parent, at] = addNode(entry.sgf.nodes[index]!, parent, dialect, place);
    }
    const { variations } = entry.sgf;
    for (let index = variations.length - 1; index >= 0; index--) stack.push({ sgf: variations[index]!, from: 0, parent, at });
  }
}

/** The trail after taking continuation `index` (above 0) of the node at `at`. */
function branch(at: At, index: number): Trail {
  return { up: at.trail, depth: at.depth + 1, index, moveNumber: at.moves + 1 };
}

/** Reads `sgf` as the next child of `parent`; returns it and where the node after it stands. */
function addNode(sgf: SgfNode, parent: RecordNode, dialect: Dialect, at: At): [RecordNode, At] {
  const node = treeNode();
  const move = readNode(sgf, node, dialect, at, false);
  if (move) node.move = move;
  parent.children.push(node);
  return [node, { ...at, moves: at.moves + (move ? 1 : 0) }];
}

/** Reads a node's properties into `node`; returns its move, which the caller places. */
function readNode(sgf: SgfNode, node: RecordNode, dialect: Dialect, at: At, isRoot: boolean): TreeMove | undefined {
  try {
    return readProperties(sgf, node, dialect, at.moves + 1, isRoot);
  } catch (error) {
    // The node's path and variations, only now: they cost the depth of the node.
    if (error instanceof RecordError) throw relocated(error, trailPlace(at.trail, at.depth));
    throw error;
  }
}

function readProperties(sgf: SgfNode, node: RecordNode, dialect: Dialect, moveNumber: number, isRoot: boolean): TreeMove | undefined {
  const where = (property: SgfProperty, value?: string): RecordErrorPlace => ({ ...placeOf(property, value), moveNumber });
  const move = readMove(sgf, dialect, where);
  if (!isRoot) readSetupChange(sgf, node, dialect, where);
  const comment = findProperty(sgf, 'C');
  if (comment) node.comment = comment.values.join('');
  for (const [id, kind] of MARK_PROPERTIES) {
    for (const value of findProperty(sgf, id)?.values ?? []) {
      for (const point of dialect.points(value, where(findProperty(sgf, id)!, value)))
        node.marks.push({ point, kind, label: '' } satisfies Mark);
    }
  }
  const labels = findProperty(sgf, 'LB');
  for (const value of labels?.values ?? []) {
    const colon = value.indexOf(':');
    if (colon < 0) throw new RecordError('bad-value', where(labels!, value), 'LB is point:text');
    const [point] = dialect.points(value.slice(0, colon), where(labels!, value));
    node.marks.push({ point: point!, kind: 'label', label: simpleText(value.slice(colon + 1)) });
  }
  const known = (id: string): boolean => NODE_IDS.has(id) || (isRoot ? ROOT_IDS.has(id) : SETUP_IDS.has(id));
  node.unknown = sgf.properties.filter(({ id }) => !known(id)).map(({ id, values }) => ({ id, values: [...values] }));
  return move;
}

/** B, W or SWAP: one per node; a pass (`B[]`, Gonnect `B[tt]`) is refused; Connect6 takes one or two stones. */
function readMove(sgf: SgfNode, dialect: Dialect, where: (property: SgfProperty) => RecordErrorPlace): TreeMove | undefined {
  const found = sgf.properties.filter(({ id }) => id === 'B' || id === 'W' || id === SWAP_PROPERTY);
  if (found.length === 0) return undefined;
  if (found.length > 1) throw new RecordError('bad-value', where(found[1]!), 'one move per node');
  const property = found[0]!;
  if (property.id === SWAP_PROPERTY) return 'swap';
  const place = where(property);
  if (property.values.length !== 1) throw new RecordError('bad-value', place, 'one value per move');
  const value = property.values[0]!.trim();
  const color: Color = property.id === 'B' ? 'black' : 'white';
  if (value === '' || (dialect.kind === 'gonnect' && value === 'tt' && dialect.size <= 19)) throw new RecordError('pass', place);
  if (dialect.kind === 'gonnect') return { color, stones: [readSgfPoint(value, dialect.size, place)] };
  // Two stones are at most six characters (`s19s18`): a longer value is refused before it is split (it may be a megabyte).
  if (value.length > 12) throw new RecordError('bad-turn', { ...place, token: `${value.slice(0, 12)}…` }, 'a turn has at most two stones');
  const written = splitLgTurn(value);
  if (!written) throw new RecordError('bad-point', place);
  if (written.length > 2) throw new RecordError('bad-turn', place, 'a turn has at most two stones');
  return { color, stones: written.map((point) => readLgPoint(point, dialect.size, { ...place, token: point })) };
}

/** AB, AW, AE and PL of a later node; a point given twice is `duplicate`. */
function readSetupChange(
  sgf: SgfNode,
  node: RecordNode,
  dialect: Dialect,
  where: (property: SgfProperty, value?: string) => RecordErrorPlace,
): void {
  if (!sgf.properties.some(({ id }) => SETUP_IDS.has(id))) return;
  const seen = new Set<string>();
  const list = (id: string): string[] => {
    const property = findProperty(sgf, id);
    return (property?.values ?? []).flatMap((value) =>
      dialect.points(value, where(property!, value)).map((point) => {
        if (seen.has(point)) throw new RecordError('duplicate', where(property!, value));
        seen.add(point);
        return point;
      }),
    );
  };
  node.setup = { black: list('AB'), white: list('AW'), empty: list('AE') };
  const toPlay = readPlayer(sgf);
  if (toPlay !== undefined) node.setup.toPlay = toPlay;
}
