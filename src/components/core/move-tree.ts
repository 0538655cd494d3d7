/**
 * The moves of a board's game as a tree: the setup at the root, each node a move (an index,
 * `-1` for a swap), its children the moves played after it, the first child the main line.
 * A move played at a position that already has other continuations becomes one more child,
 * so nothing is lost. What a record says about a node (its comment, its marks) rides along
 * in {@link MoveNode.notes}. Index-level and DOM-free: the session walks it.
 */

import type { Mark } from '../../notation/marks.js';
import type { Goal } from '../../vocabulary.js';
import type { RecordHeader, UnknownProperty } from '../../notation/records/tree.js';

/** What a record says of one node besides its move: `{ comment: 'A strong answer.' }`. */
export interface NodeNotes {
  /** The node's comment, as plain text: `'Black threatens two ways at once.'`. */
  comment?: string;
  /** Its marks and labels (TR, CR, SQ, MA, LB): `[{ point: 'E5', kind: 'triangle', label: '' }]`. */
  marks?: Mark[];
  /** Properties the board does not read, written back as they came: `[{ id: 'BL', values: ['300'] }]`. */
  unknown?: UnknownProperty[];
  /** The root only, when a record with notes was read: the game's header (players, ranks, result, event, date…). */
  header?: RecordHeader;
  /** The root only: a problem's goal and depth, as a record gives them (GOAL, WITHIN): `'connect'`, `3`. */
  goal?: Goal;
  within?: number;
  /** The root only: a problem's authored lines, from the record's variations, in the `solution` syntax: `'E5 F6 G7 | E5 G7 F6'`. */
  solution?: string;
}

export class MoveNode {
  /** The moves played after this one; the first is the main line. */
  readonly children: MoveNode[] = [];
  notes: NodeNotes = {};

  constructor(
    /** The move's index (`-1` for a swap; the root's is NaN). */
    readonly move: number,
    readonly parent: MoveNode | null,
  ) {}

  /** The child for `move`, made (as the last child: a new variation) unless it is there. */
  child(move: number): MoveNode {
    const found = this.children.find((node) => node.move === move);
    if (found) return found;
    const made = new MoveNode(move, this);
    this.children.push(made);
    return made;
  }

  /** The main line from here: this node's first child, its first child, and so on. */
  mainLine(): MoveNode[] {
    const line: MoveNode[] = [];
    for (let node = this.children[0]; node; node = node.children[0]) line.push(node);
    return line;
  }

  /** Takes this node (and what follows it) out of the tree. */
  detach(): void {
    const siblings = this.parent?.children;
    if (siblings) siblings.splice(siblings.indexOf(this), 1);
  }
}

/**
 * A tree holding a line of moves: `lineTree([60, -1, 48])`; returns its root and the line's
 * nodes. Given a `root`, the line is followed through its nodes (made where it leaves them).
 */
export function lineTree(moves: readonly number[], root = new MoveNode(Number.NaN, null)): { root: MoveNode; line: MoveNode[] } {
  const line: MoveNode[] = [];
  let node = root;
  for (const move of moves) {
    node = node.child(move);
    line.push(node);
  }
  return { root, line };
}
