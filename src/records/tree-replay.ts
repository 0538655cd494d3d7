/**
 * Record trees with the rules: `replayTree` checks every node of every line, `gameAt`
 * gives the game at one node, and a `TreeCursor` walks a tree one node at a time (into a
 * continuation and back), holding one engine game: a board steps through a tree without
 * an engine per node.
 *
 * How a node is played on its line:
 * - a setup change (AB, AW, AE, PL) first: the line goes on as a new game from the changed
 *   position (the stones on the board, AE emptied, AB and AW placed over whatever stood
 *   there; PL, else the side that was to move), without the pie rule, and in Connect6 with
 *   a fresh turn (two stones, one on an empty board);
 * - then its move: a swap, or its stones, each checked to be the colour to move. Connect6
 *   numbers turns: a node of the colour of an unfinished turn completes it (Little Golem's
 *   split turns); a node of the other colour then is `bad-turn`, as is a node with more
 *   stones than its turn has left. The stone after a winning first stone of its turn is
 *   let through when it ends its node and its line (Little Golem's files carry it): it is
 *   not played, and named in `ignored` on the main line.
 * A refusal is the RecordError of `gameFromRecord` with the node's `moveNumber` (Gonnect
 * moves, Connect6 turns), `token`, `path` and `variations`.
 */
import { Connect6 } from '../engine/connect6.js';
import { Gonnect } from '../engine/gonnect.js';
import { IllegalMoveError, SetupError } from '../engine/types.js';
import { checkedPoint } from '../notation/records/coordinates.js';
import { RecordError, type RecordErrorPlace } from '../notation/records/errors.js';
import { type RecordNode, type RecordTree, type SetupChange, type Trail, trailPlace } from '../notation/records/tree.js';
import { type Color } from '../vocabulary.js';
import { finish, STEP, type Steps } from '../notation/steps.js';
import { type IgnoredMoves, SETUP_CODES } from './replay.js';

/** A line being played: its game and where it stands in the move count. */
interface Line {
  /** The game at the node reached. */
  game: Gonnect | Connect6;
  /** The number of the last move made (Gonnect moves, Connect6 turns): `14`. */
  moves: number;
  /** Connect6: stones placed so far in an unfinished turn (0 when the turn is done). */
  placed: number;
  /** Connect6: the stones of the turn being placed, and whose it is. */
  turnSize: number;
  turnColor: Color;
}

/** What playing one node did, so that it can be taken back. */
interface Step {
  /** The line's counters before the node. */
  before: Omit<Line, 'game'>;
  /** The game before the node, when a setup change replaced it. */
  replaced?: Gonnect | Connect6;
  /** Engine moves made (to undo). */
  played: number;
  /** Stones of the node left out after a win. */
  ignored?: IgnoredMoves;
}

/** A replayed tree. */
export interface ReplayedTree {
  /** The game at the end of the main line (the first child at each node). */
  game: Gonnect | Connect6;
  /** On the main line, the stone after a Connect6 win that was left out (see the header). */
  ignored?: IgnoredMoves;
  /** How many nodes were checked, the root included: `301`. */
  nodes: number;
}

/** The engine game at the tree's start; SetupError becomes RecordError. */
function startGame(tree: RecordTree): Gonnect | Connect6 {
  const { black, white, toPlay } = tree.start;
  return newGame(tree, { black, white, toPlay }, tree.start.swap !== false, tree.start.stonesLeft, () => ({}));
}

function newGame(
  tree: RecordTree,
  setup: { black: string[]; white: string[]; toPlay: Color },
  swap: boolean,
  stonesLeft: 1 | 2 | undefined,
  place: () => RecordErrorPlace,
): Gonnect | Connect6 {
  try {
    if (tree.kind === 'gonnect') return new Gonnect({ size: tree.size, swap, setup });
    return new Connect6({ size: tree.size, setup: stonesLeft === undefined ? setup : { ...setup, stonesLeft } });
  } catch (error) {
    if (error instanceof SetupError)
      throw new RecordError(SETUP_CODES[error.code], { ...place(), ...(error.value === undefined ? {} : { token: error.value }) });
    throw error;
  }
}

function startLine(tree: RecordTree): Line {
  const game = startGame(tree);
  return { game, moves: 0, placed: 0, turnSize: 0, turnColor: game.toPlay };
}

/** The position after a setup change, as a new game (see the header). */
function changedGame(tree: RecordTree, line: Line, setup: SetupChange, place: () => RecordErrorPlace): Gonnect | Connect6 {
  const { game } = line;
  const stones = new Map<string, Color>();
  for (let index = 0; index < tree.size * tree.size; index++) {
    const code = game.stoneAt(index);
    if (code !== 0) stones.set(game.pointAt(index), code === 1 ? 'black' : 'white');
  }
  const at = (point: string): string => pointOn(tree, point, () => ({ ...place(), token: point }));
  for (const point of setup.empty) stones.delete(at(point));
  for (const point of setup.black) stones.set(at(point), 'black');
  for (const point of setup.white) stones.set(at(point), 'white');
  const of = (color: Color): string[] => [...stones].filter(([, stone]) => stone === color).map(([point]) => point);
  return newGame(tree, { black: of('black'), white: of('white'), toPlay: setup.toPlay ?? game.toPlay }, false, undefined, place);
}

/** Plays one node on its line (see the header); throws RecordError at `where`, and then the line is as it was. */
function playNode(tree: RecordTree, line: Line, node: RecordNode, where: (moveNumber: number, token?: string) => RecordErrorPlace): Step {
  const step: Step = { before: { moves: line.moves, placed: line.placed, turnSize: line.turnSize, turnColor: line.turnColor }, played: 0 };
  try {
    playInto(tree, line, node, step, where);
  } catch (error) {
    takeBack(line, step);
    throw error;
  }
  return step;
}

/** Undoes what `step` did on the line. */
function takeBack(line: Line, step: Step): void {
  for (let count = 0; count < step.played; count++) line.game.undo();
  Object.assign(line, step.before, { game: step.replaced ?? line.game });
}

function playInto(
  tree: RecordTree,
  line: Line,
  node: RecordNode,
  step: Step,
  where: (moveNumber: number, token?: string) => RecordErrorPlace,
): void {
  if (node.setup) {
    step.replaced = line.game;
    line.game = changedGame(tree, line, node.setup, () => where(line.moves + 1));
    line.placed = 0;
  }
  const { move } = node;
  if (move === undefined) return;
  const { game } = line;
  if (move === 'swap' || tree.kind === 'gonnect') {
    const moveNumber = ++line.moves;
    const token = move === 'swap' ? 'swap' : move.stones.join('');
    const place = () => where(moveNumber, token);
    if (move !== 'swap' && move.stones.length !== 1) throw new RecordError('bad-value', place(), 'one point per move');
    if (move !== 'swap' && game.result === null && move.color !== game.toPlay) throw new RecordError('wrong-turn', place());
    play(game, move === 'swap' ? token : pointOn(tree, token, place), place);
    step.played = 1;
    return;
  }
  if (line.placed > 0 && move.color !== line.turnColor)
    throw new RecordError('bad-turn', where(line.moves, move.stones[0]), `turn ${line.moves} is short`);
  if (line.placed === 0) {
    line.moves++;
    if (game.result === null && move.color !== game.toPlay) throw new RecordError('wrong-turn', where(line.moves, move.stones[0]));
    [line.turnSize, line.turnColor] = [game.kind === 'connect6' ? game.stonesLeft : 1, move.color];
  }
  move.stones.forEach((stone, index) => {
    const place = () => where(line.moves, stone);
    const point = pointOn(tree, stone, place);
    if (line.placed === 0 && index > 0) throw new RecordError('bad-turn', place(), `turn ${line.moves} has ${line.turnSize} stones`);
    const last = index === move.stones.length - 1 && node.children.length === 0;
    if (game.result !== null && last && line.placed > 0) {
      step.ignored = { moveNumber: line.moves, moves: [point] };
      return;
    }
    play(game, point, place);
    step.played++;
    line.placed = (line.placed + 1) % line.turnSize;
  });
}

/** A point of the board, upper case; a bad one is refused at `place()` (computed only then: it walks the line). */
function pointOn(tree: RecordTree, point: string, place: () => RecordErrorPlace): string {
  try {
    return checkedPoint(point, tree.size, {});
  } catch (error) {
    if (error instanceof RecordError) throw new RecordError(error.code, place());
    throw error;
  }
}

function play(game: Gonnect | Connect6, token: string, place: () => RecordErrorPlace): void {
  try {
    game.playMove(token);
  } catch (error) {
    if (error instanceof IllegalMoveError) throw new RecordError(error.code, place());
    throw error;
  }
}

/** One node waiting to be played, on its line. */
interface Pending {
  node: RecordNode;
  /** The line the node goes on; when `shared`, the position where the variations part, copied once the node's turn comes. */
  line: Line;
  shared: boolean;
  depth: number;
  trail: Trail | null;
}

/**
 * Checks every node of every line of a tree with the rules (see the header), without
 * recursion: `replayTree(parseRecordTrees(text)[0]).game` is the game at the end of the
 * main line. Each line's game is copied only where the tree branches, and each variation's
 * copy only when the walk reaches it (a node with thousands of variations is not a long
 * step). Throws RecordError naming the node (`moveNumber`, `path`, `variations`); the tree
 * is not changed.
 */
export function replayTree(tree: RecordTree): ReplayedTree {
  return finish(replayTreeSteps(tree));
}

/** `replayTree` as work in steps (src/notation/steps.ts), a step every few hundred nodes. */
export function* replayTreeSteps(tree: RecordTree): Steps<ReplayedTree> {
  const stack: Pending[] = [{ node: tree.root, line: startLine(tree), shared: false, depth: 0, trail: null }];
  let result: ReplayedTree | undefined;
  let nodes = 0;
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { node, depth, trail } = entry;
    const line = entry.shared ? copyLine(entry.line) : entry.line;
    const step = playNode(tree, line, node, (moveNumber, token) => placeAt(moveNumber, token, trail, depth));
    if (++nodes % STEP === 0) yield;
    const { children } = node;
    if (children.length === 0 && trail === null) {
      result = { game: line.game, nodes: 0 };
      if (step.ignored) result.ignored = step.ignored;
    }
    // The first child goes on with this line's game; the others start from a copy of it, made
    // now and left unchanged. Each copies it when its turn comes, but the last, walked after
    // all the others have taken theirs, plays on it: as many copies as variations, no more.
    const parting = children.length > 1 ? copyLine(line) : line;
    for (let index = children.length - 1; index > 0; index--) {
      stack.push({
        node: children[index]!,
        line: parting,
        shared: index < children.length - 1,
        depth: depth + 1,
        trail: { up: trail, depth: depth + 1, index, moveNumber: line.moves + 1 },
      });
    }
    if (children.length > 0) stack.push({ node: children[0]!, line, shared: false, depth: depth + 1, trail });
  }
  return { ...result!, nodes };
}

function copyLine(line: Line): Line {
  return { ...line, game: line.game.clone() as Gonnect | Connect6 };
}

function placeAt(moveNumber: number, token: string | undefined, trail: Trail | null, depth: number): RecordErrorPlace {
  const place: RecordErrorPlace = { moveNumber, ...trailPlace(trail, depth) };
  if (token !== undefined) place.token = token;
  return place;
}

/**
 * A walk through a tree with one engine game: `down(index)` plays a continuation of the
 * node reached, `up()` takes the node back (undoing its moves, or restoring the game a
 * setup change replaced). Each step costs one node's moves. Throws RecordError as
 * `replayTree` for a node that breaks the rules (and stays where it was).
 */
export class TreeCursor {
  /** The child indices from the root to the node reached: `[0, 0, 1]`. */
  readonly path: number[] = [];
  private readonly nodes: RecordNode[];
  private readonly steps: Step[] = [];
  private readonly line: Line;

  constructor(readonly tree: RecordTree) {
    this.nodes = [tree.root];
    this.line = startLine(tree);
  }

  /** The game at the node reached (do not change it: play through `down`). */
  get game(): Gonnect | Connect6 {
    return this.line.game;
  }

  /** The node reached. */
  get node(): RecordNode {
    return this.nodes[this.nodes.length - 1]!;
  }

  /** The number of the last move played on the way (Gonnect moves, Connect6 turns): `14`. */
  get moveNumber(): number {
    return this.line.moves;
  }

  /** The stone of the node reached left out after a Connect6 win (see the header), if any. */
  get ignored(): IgnoredMoves | undefined {
    return this.steps[this.steps.length - 1]?.ignored;
  }

  /** Steps into continuation `index` (0: the main line) of the node reached; false when there is none. */
  down(index = 0): boolean {
    const child = this.node.children[index];
    if (!child) return false;
    this.steps.push(playNode(this.tree, this.line, child, (moveNumber, token) => this.placeOf(moveNumber, token, index)));
    this.nodes.push(child);
    this.path.push(index);
    return true;
  }

  /** Takes back the node reached; false at the root. */
  up(): boolean {
    const step = this.steps.pop();
    if (!step) return false;
    takeBack(this.line, step);
    this.nodes.pop();
    this.path.pop();
    return true;
  }

  /** Goes to the node at `path` from the root: `goTo([0, 0, 1])`. */
  goTo(path: readonly number[]): void {
    let common = 0;
    while (common < path.length && common < this.path.length && path[common] === this.path[common]) common++;
    while (this.path.length > common) this.up();
    for (let depth = common; depth < path.length; depth++) {
      if (!this.down(path[depth])) throw new RecordError('bad-ply', { path: [...path] }, 'no such node');
    }
  }

  private placeOf(moveNumber: number, token: string | undefined, index: number): RecordErrorPlace {
    const path = [...this.path, index];
    const variations = path.flatMap((child, depth) =>
      child === 0 ? [] : [{ variation: child + 1, moveNumber: this.moveNumberAt(depth) }],
    );
    const place: RecordErrorPlace = { moveNumber, path, variations };
    if (token !== undefined) place.token = token;
    return place;
  }

  /** The number of the first move after depth `depth` on the way (for naming a variation). */
  private moveNumberAt(depth: number): number {
    return (depth < this.steps.length ? this.steps[depth]!.before.moves : this.line.moves) + 1;
  }
}

/** The game at the node at `path` (child indices from the root): `gameAt(tree, [0, 1]).game`. Replays only that line. */
export function gameAt(tree: RecordTree, path: readonly number[]): { game: Gonnect | Connect6; ignored?: IgnoredMoves } {
  const cursor = new TreeCursor(tree);
  cursor.goTo(path);
  const { ignored } = cursor;
  return ignored ? { game: cursor.game, ignored } : { game: cursor.game };
}
