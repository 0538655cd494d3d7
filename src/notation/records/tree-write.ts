/**
 * Writing a record tree as SGF, the whole tree without recursion: Gonnect as FF[4] GM[1]
 * CA[UTF-8] RU[Gonnect] in Go's points, Connect6 in Little Golem's dialect (points `j10`,
 * both stones of a turn in one value), as gonnect-sgf.ts and connect6-sgf.ts write a main
 * line. The root holds the format, the header, the setup and opening rule, GOAL and
 * WITHIN; each node its move, its setup change (AB AW AE PL), C, TR CR SQ MA LB, then its
 * unknown properties as read. Values are escaped (`\` and `]`); a line break starts each
 * variation. `parseRecordTrees(stringifyRecordTree(tree))` gives the tree back.
 */
import { escapeValue, type SgfPropertyData } from '../sgf.js';
import { STONES_LEFT_PROPERTY } from './connect6-sgf.js';
import { checkedPoint, writeLgPoint, writeSgfPoint } from './coordinates.js';
import { NO_SWAP_PROPERTY, SWAP_PROPERTY } from './gonnect-sgf.js';
import { MARK_PROPERTIES } from './tree-read.js';
import { HEADER_PROPERTIES, type RecordNode, type RecordTree, type SetupChange } from './tree.js';

/** Writes a tree as SGF (see the header): `'(;FF[4]GM[1]CA[UTF-8]SZ[9]RU[Gonnect];B[ee](;W[cc])\n(;W[gg]))'`. Throws RecordError for a point off the board. */
export function stringifyRecordTree(tree: RecordTree): string {
  const point = (text: string): string => {
    const checked = checkedPoint(text, tree.size, { token: text });
    return tree.kind === 'gonnect' ? writeSgfPoint(checked, tree.size) : writeLgPoint(checked);
  };
  const out: string[] = ['(;', [...rootProperties(tree, point), ...nodeProperties(tree.root, point)].map(writeProperty).join('')];
  const stack: (RecordNode | string)[] = [];
  const pushChildren = (node: RecordNode): void => {
    const { children } = node;
    if (children.length === 1) stack.push(children[0]!);
    else for (let index = children.length - 1; index >= 0; index--) stack.push(')', children[index]!, index === 0 ? '(' : '\n(');
  };
  pushChildren(tree.root);
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (typeof item === 'string') {
      out.push(item);
      continue;
    }
    out.push(`;${nodeProperties(item, point).map(writeProperty).join('')}`);
    pushChildren(item);
  }
  out.push(')');
  return out.join('');
}

/** A list of several trees, one after the other, a line break between them: a collection. */
export function stringifyRecordTrees(trees: readonly RecordTree[]): string {
  return trees.map(stringifyRecordTree).join('\n');
}

function writeProperty({ id, values }: SgfPropertyData): string {
  return id + values.map((value) => `[${escapeValue(value)}]`).join('');
}

/** The colour a reader takes for the first move when the root has no PL: the first coloured move of the main line, else Black. */
function inferredToPlay(tree: RecordTree): 'black' | 'white' {
  for (let node = tree.root.children[0]; node; node = node.children[0]) {
    if (node.move !== undefined && node.move !== 'swap') return node.move.color;
  }
  return 'black';
}

/** The root's own properties: format, size, header, opening rule, setup, PL, problem. */
function rootProperties(tree: RecordTree, point: (text: string) => string): SgfPropertyData[] {
  const { start, size } = tree;
  const properties: SgfPropertyData[] = [{ id: 'FF', values: ['4'] }];
  if (tree.kind === 'gonnect')
    properties.push(
      { id: 'GM', values: ['1'] },
      { id: 'CA', values: ['UTF-8'] },
      { id: 'SZ', values: [String(size)] },
      { id: 'RU', values: ['Gonnect'] },
    );
  else if (size !== 19) properties.push({ id: 'SZ', values: [String(size)] });
  for (const [field, id] of HEADER_PROPERTIES) {
    const text = tree.header[field];
    if (text !== undefined) properties.push({ id, values: [text] });
  }
  if (tree.kind === 'gonnect' && start.swap === false) properties.push({ id: NO_SWAP_PROPERTY, values: [''] });
  if (start.black.length > 0) properties.push({ id: 'AB', values: start.black.map(point) });
  if (start.white.length > 0) properties.push({ id: 'AW', values: start.white.map(point) });
  if (start.toPlay === 'white' || start.toPlay !== inferredToPlay(tree))
    properties.push({ id: 'PL', values: [start.toPlay === 'white' ? 'W' : 'B'] });
  if (tree.kind === 'connect6' && start.stonesLeft !== undefined) {
    const usual = start.black.length + start.white.length > 0 ? 2 : 1;
    if (start.stonesLeft !== usual) properties.push({ id: STONES_LEFT_PROPERTY, values: [String(start.stonesLeft)] });
  }
  if (tree.goal !== undefined) properties.push({ id: 'GOAL', values: [tree.goal] });
  if (tree.within !== undefined) properties.push({ id: 'WITHIN', values: [String(tree.within)] });
  return properties;
}

/** A node's move, setup change, comment, marks, labels and unknown properties, in that order. */
function nodeProperties(node: RecordNode, point: (text: string) => string): SgfPropertyData[] {
  const properties: SgfPropertyData[] = [];
  const { move } = node;
  if (move === 'swap') properties.push({ id: SWAP_PROPERTY, values: [''] });
  else if (move !== undefined) properties.push({ id: move.color === 'black' ? 'B' : 'W', values: [move.stones.map(point).join('')] });
  if (node.setup) properties.push(...setupProperties(node.setup, point));
  if (node.comment !== undefined) properties.push({ id: 'C', values: [node.comment] });
  for (const [id, kind] of MARK_PROPERTIES) {
    const points = node.marks.filter((mark) => mark.kind === kind).map((mark) => point(mark.point));
    if (points.length > 0) properties.push({ id, values: points });
  }
  const labels = node.marks.filter((mark) => mark.kind === 'label').map((mark) => `${point(mark.point)}:${mark.label}`);
  if (labels.length > 0) properties.push({ id: 'LB', values: labels });
  properties.push(...node.unknown);
  return properties;
}

function setupProperties(setup: SetupChange, point: (text: string) => string): SgfPropertyData[] {
  const properties: SgfPropertyData[] = [];
  const lists = [
    ['AB', setup.black],
    ['AW', setup.white],
    ['AE', setup.empty],
  ] as const;
  for (const [id, points] of lists) if (points.length > 0) properties.push({ id, values: points.map(point) });
  if (setup.toPlay !== undefined) properties.push({ id: 'PL', values: [setup.toPlay === 'white' ? 'W' : 'B'] });
  return properties;
}
