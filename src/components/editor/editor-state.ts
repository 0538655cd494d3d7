/**
 * What the editor holds, as one value it can keep for undo and redo: the setup (stones and
 * side to move), the region, the problem's goal and depth, and the game's tree (moves with
 * their variations, each node's comment and marks; the root's marks are the diagram's),
 * with the path to the node shown. Every edit makes a new {@link EditorState}; none changes
 * one in place. DOM-free: editor.ts shows a state on the board.
 */
import type { BoardGame } from '../../engine/game.js';
import type { Color, Setup } from '../../engine/types.js';
import type { Mark, MarkShape } from '../../notation/marks.js';
import type { Region } from '../../board/geometry.js';
import { isBadLine, readLine, splitSolution } from '../../notation/solution-lines.js';
import type { Goal } from '../../vocabulary.js';
import { MoveNode } from '../core/move-tree.js';

export interface EditorState {
  /** Setup stones by name: `['D4', 'E5']`. */
  black: readonly string[];
  white: readonly string[];
  /** Who moves first from the setup (null: the game's default, Black). */
  toPlay: Color | null;
  /** The region the snippet shows, as its two corners: `'A1-G7'` (null: the whole board). */
  region: string | null;
  /** The problem's goal (null: no problem) and depth. */
  goal: Goal | null;
  within: number;
  /** The moves, with variations and notes; the root's notes hold the diagram's marks and comment. */
  tree: MoveNode;
  /** The node shown, as the child taken at each step from the root: `[0, 1]`. */
  path: readonly number[];
}

/** The tools that act on a point, in the order of the toolbar. */
export const POINT_TOOLS = [
  'black',
  'white',
  'alternate',
  'erase',
  'triangle',
  'circle',
  'square',
  'cross',
  'letter',
  'number',
  'region',
] as const;
export type PointTool = (typeof POINT_TOOLS)[number];

/** A copy of a tree (its notes copied too), so that a kept state never changes. */
export function cloneTree(node: MoveNode, parent: MoveNode | null = null): MoveNode {
  const copy = new MoveNode(node.move, parent);
  copy.notes = { ...node.notes, ...(node.notes.marks ? { marks: node.notes.marks.map((mark) => ({ ...mark })) } : {}) };
  for (const child of node.children) copy.children.push(cloneTree(child, copy));
  return copy;
}

/** The node at the end of a path (as far as the path still leads). */
export function nodeAt(root: MoveNode, path: readonly number[]): MoveNode {
  let node = root;
  for (const child of path) node = node.children[child] ?? node;
  return node;
}

/** The path from the root to a node. */
export function pathTo(node: MoveNode): number[] {
  const path: number[] = [];
  for (let at = node; at.parent; at = at.parent) path.unshift(at.parent.children.indexOf(at));
  return path;
}

/** The state with a copy of its tree in which `edit` changed the node shown (the path stays). */
export function withNode(state: EditorState, edit: (node: MoveNode) => void): EditorState {
  const tree = cloneTree(state.tree);
  edit(nodeAt(tree, state.path));
  return { ...state, tree };
}

/** The setup of a state, as the game factory takes it. */
export function setupOf(state: EditorState): Setup {
  return { black: [...state.black], white: [...state.white], ...(state.toPlay ? { toPlay: state.toPlay } : {}) };
}

/** A setup stone placed (or taken away when the point already holds one of that colour); the other colour's stone there goes. */
export function toggleStone(state: EditorState, point: string, color: Color): EditorState {
  const other = color === 'black' ? 'white' : 'black';
  const own = state[color].includes(point);
  return {
    ...state,
    [color]: own ? state[color].filter((at) => at !== point) : [...state[color], point],
    [other]: state[other].filter((at) => at !== point),
  };
}

/** A shape on the node shown: placed, replaced, or taken away when the point holds that shape. */
export function toggleShape(state: EditorState, point: string, shape: MarkShape): EditorState {
  return withNode(state, (node) => {
    const marks = node.notes.marks ?? [];
    const same = marks.some((mark) => mark.point === point && mark.kind === shape);
    setMarks(node, [...marks.filter((mark) => mark.point !== point), ...(same ? [] : [{ point, kind: shape, label: '' }])]);
  });
}

/** A label on the node shown: the next free letter (A, B, … Z, then AA…) or number (1, 2, …); a point with a label loses it. */
export function toggleLabel(state: EditorState, point: string, kind: 'letter' | 'number'): EditorState {
  return withNode(state, (node) => {
    const marks = node.notes.marks ?? [];
    const labelled = marks.some((mark) => mark.point === point && mark.kind === 'label');
    const rest = marks.filter((mark) => mark.point !== point);
    setMarks(node, labelled ? rest : [...rest, { point, kind: 'label', label: nextLabel(marks, kind) }]);
  });
}

/** The node shown without its marks at a point, or null when it has none there. */
export function eraseMarks(state: EditorState, point: string): EditorState | null {
  const node = nodeAt(state.tree, state.path);
  if (!node.notes.marks?.some((mark) => mark.point === point)) return null;
  return withNode(state, (copy) =>
    setMarks(
      copy,
      copy.notes.marks!.filter((mark) => mark.point !== point),
    ),
  );
}

function setMarks(node: MoveNode, marks: Mark[]): void {
  if (marks.length) node.notes.marks = marks;
  else delete node.notes.marks;
}

/** The first letter or number not yet a label of the node. */
function nextLabel(marks: readonly Mark[], kind: 'letter' | 'number'): string {
  const used = new Set(marks.filter((mark) => mark.kind === 'label').map((mark) => mark.label));
  for (let n = 1; ; n++) {
    const label = kind === 'number' ? String(n) : letters(n);
    if (!used.has(label)) return label;
  }
}

/** 1 → A, 26 → Z, 27 → AA. */
function letters(n: number): string {
  let text = '';
  for (let left = n; left > 0; left = Math.floor((left - 1) / 26)) text = String.fromCharCode(65 + ((left - 1) % 26)) + text;
  return text;
}

/**
 * Whether every move of the tree is still legal from the game's start (a setup edit may
 * put a stone where a move was played): the first move that is not (its point), or null.
 */
export function firstIllegal(start: BoardGame, tree: MoveNode): string | null {
  const game = start.clone();
  const walk = (node: MoveNode): string | null => {
    for (const child of node.children) {
      const point = child.move < 0 ? 'swap' : game.pointAt(child.move);
      if (game.result) return point;
      try {
        game.playMove(point);
      } catch {
        return point;
      }
      const found = walk(child);
      game.undo();
      if (found) return found;
    }
    return null;
  };
  return walk(tree);
}

/** The game at the end of the tree's main line: what the board loads with the tree. */
export function playedMainLine(start: BoardGame, tree: MoveNode): BoardGame {
  const game = start.clone();
  for (const node of tree.mainLine()) game.playMove(node.move < 0 ? 'swap' : game.pointAt(node.move));
  return game;
}

/**
 * A tree of a problem's authored lines (`'E4 D4 | E3'`) from its start, with the root's
 * notes: each line as far as it can be read and played (the check names what cannot).
 */
export function linesTree(start: BoardGame, text: string, root: MoveNode): MoveNode {
  const tree = cloneTree(root);
  for (const line of splitSolution(text)) {
    const read = readLine(line, start.kind, start.size);
    if (isBadLine(read)) continue;
    const game = start.clone();
    let node = tree;
    try {
      for (const point of read.turns.flat()) {
        const index = game.indexOf(point);
        game.playAt(index);
        node = node.child(index);
      }
    } catch {
      // The rest of the line cannot be played: the check says why.
    }
  }
  return tree;
}

/** A region as its corners' names: `'A1-G7'`. */
export function regionText(region: Region, game: BoardGame): string {
  const { size } = game;
  return `${game.pointAt(region.bottom * size + region.left)}-${game.pointAt(region.top * size + region.right)}`;
}
