/**
 * Generic SGF (FF[4], https://www.red-bean.com/sgf/): the tree syntax, with no game
 * attached. Game files are read by src/notation/records on top of this.
 *
 * Reading follows FF[4]'s grammar: `Collection = GameTree+`, `GameTree = "(" Node+
 * GameTree* ")"`, `Node = ";" Property*`, `Property = Ident Value+`, `Value = "[" text "]"`.
 * - Whitespace and line breaks may stand between any two tokens; text outside the game
 *   trees (a mail header before the file, a line after it) is ignored.
 * - Identifiers are upper case; lower-case letters in them are dropped, as FF[4] tells
 *   readers of FF[3] files to do (`AddBlack` is `AB`).
 * - Values: `\` makes the next character literal (`\]`, `\\`); `\` before a line break
 *   is a soft line break and is removed. Values come back with escapes resolved.
 * - A property given twice in one node has its values joined (`AB[aa]AB[bb]` is
 *   `AB[aa][bb]`).
 * Refusals are {@link RecordError}s with code `sgf-syntax` and the character position.
 */
import { RecordError } from './records/errors.js';
import { finish, STEP, type Steps } from './steps.js';

/** A property to write: identifier and values, unescaped: `{ id: 'AB', values: ['dd', 'ee'] }`. */
export interface SgfPropertyData {
  /** Upper-case identifier: `'AB'`. */
  id: string;
  /** Values without brackets or escapes: `['dd', 'ee']`. */
  values: string[];
}

/** A property as read, with where it starts in the text. */
export interface SgfProperty extends SgfPropertyData {
  /** Character offset of the identifier: `12`. */
  position: number;
}

/** One node (`;B[dd]C[good]`) as read. */
export interface SgfNode {
  /** Its properties in file order: `[{ id: 'B', values: ['dd'], position: 13 }]`. */
  properties: SgfProperty[];
  /** Character offset of its `;`: `12`. */
  position: number;
}

/** One game tree: a sequence of nodes, then its variations (the first is the main line). */
export interface SgfTree {
  /** The sequence: at least one node. */
  nodes: SgfNode[];
  /** Subtrees that follow the sequence; empty for a single line. */
  variations: SgfTree[];
}

/** Reads an SGF collection: its game trees, each with its variations. */
export function parseSgf(text: string, options: SgfOptions = {}): SgfTree[] {
  return finish(sgfSteps(text, options));
}

/** Limits of a reading. */
export interface SgfOptions {
  /** The most nodes read (all trees together); one more is refused as `too-many-nodes`, naming it: `100000`. */
  maxNodes?: number;
}

/** `parseSgf` as work in steps (src/notation/steps.ts), a step every few hundred nodes or characters. */
export function sgfSteps(text: string, options: SgfOptions = {}): Steps<SgfTree[]> {
  return new SgfReader(text, options.maxNodes ?? Infinity).collection();
}

/** The main line of a tree: its nodes, then the first variation's, and so on. */
export function mainLine(tree: SgfTree): SgfNode[] {
  const nodes: SgfNode[] = [];
  // One push per node: spreading a long sequence into push() would overflow the stack.
  for (let at: SgfTree | undefined = tree; at; at = at.variations[0]) for (const node of at.nodes) nodes.push(node);
  return nodes;
}

/** A node's property by identifier, or undefined: `findProperty(node, 'SZ')`. */
export function findProperty(node: SgfNode, id: string): SgfProperty | undefined {
  return node.properties.find((property) => property.id === id);
}

/** Escapes a value for writing: `escapeValue('a]b')` is `'a\\]b'`. */
export function escapeValue(value: string): string {
  return value.replace(/[\\\]]/g, (char) => `\\${char}`);
}

/** SimpleText as FF[4] reads it: every line break, tab or other whitespace becomes one space. */
export function simpleText(value: string): string {
  return value.replace(/\r\n|\n\r|[\t\n\v\f\r]/g, ' ');
}

/**
 * Writes one game tree with a single line of play: `stringifySgf([[{ id: 'FF', values:
 * ['4'] }], [{ id: 'B', values: ['dd'] }]])` is `'(;FF[4];B[dd])'`. With `nodesPerLine`
 * above 0, a line break follows the first node and then every `nodesPerLine` nodes.
 */
export function stringifySgf(nodes: readonly (readonly SgfPropertyData[])[], nodesPerLine = 0): string {
  const written = nodes.map((properties) => `;${properties.map(stringifyProperty).join('')}`);
  if (nodesPerLine <= 0) return `(${written.join('')})`;
  const lines = [written[0] ?? ''];
  for (let i = 1; i < written.length; i += nodesPerLine) lines.push(written.slice(i, i + nodesPerLine).join(''));
  return `(${lines.join('\n')})`;
}

function stringifyProperty({ id, values }: SgfPropertyData): string {
  return id + values.map((value) => `[${escapeValue(value)}]`).join('');
}

const LINE_BREAK = /\r\n|\n\r|\r|\n/y;
/** The next character that ends plain text in a value. */
const SPECIAL = /[\]\\]/g;

/** A one-pass reader over the text; trees are nested with an explicit stack (no recursion). */
class SgfReader {
  private at = 0;
  /** The nodes read so far. */
  private nodes = 0;

  constructor(
    private readonly text: string,
    private readonly maxNodes: number,
  ) {}

  *collection(): Steps<SgfTree[]> {
    const trees: SgfTree[] = [];
    const open: SgfTree[] = []; // the trees entered and not yet closed, innermost last
    this.skipOutside();
    for (let turns = 1; this.at < this.text.length; turns++) {
      if (turns % STEP === 0) yield;
      const char = this.text[this.at]!;
      if (char === '(') this.openTree(open, trees);
      else if (char === ')') this.closeTree(open);
      else if (char === ';') this.node(open[open.length - 1]!);
      else throw this.error(`unexpected ${JSON.stringify(char)}`);
      if (open.length === 0) this.skipOutside();
      else this.skipSpace();
    }
    if (open.length > 0) throw this.error('a game tree is not closed with ")"');
    if (trees.length === 0) throw this.error('no game tree "(;" found');
    return trees;
  }

  /** Outside every tree: skip to the next `(`. */
  private skipOutside(): void {
    const next = this.text.indexOf('(', this.at);
    this.at = next < 0 ? this.text.length : next;
  }

  private skipSpace(): void {
    while (this.at < this.text.length && /\s/.test(this.text[this.at]!)) this.at++;
  }

  private openTree(open: SgfTree[], trees: SgfTree[]): void {
    const tree: SgfTree = { nodes: [], variations: [] };
    const parent = open[open.length - 1];
    if (parent && parent.nodes.length === 0) throw this.error('a game tree must start with a node ";"');
    (parent ? parent.variations : trees).push(tree);
    open.push(tree);
    this.at++;
  }

  private closeTree(open: SgfTree[]): void {
    const tree = open.pop()!;
    if (tree.nodes.length === 0) throw this.error('an empty game tree "()"');
    this.at++;
  }

  /** `;` and the node's properties. */
  private node(tree: SgfTree): void {
    if (tree.variations.length > 0) throw this.error('a node after the variations of its tree');
    if (++this.nodes > this.maxNodes)
      throw new RecordError('too-many-nodes', { position: this.at, node: this.nodes }, `at most ${this.maxNodes} nodes`);
    const node: SgfNode = { properties: [], position: this.at++ };
    for (this.skipSpace(); /[A-Za-z]/.test(this.text[this.at] ?? ''); this.skipSpace()) {
      const position = this.at;
      const id = this.identifier();
      const values = this.values();
      const same = findProperty(node, id);
      // One push per value: spreading thousands of values into push() would overflow the stack.
      if (same) for (const value of values) same.values.push(value);
      else node.properties.push({ id, values, position });
    }
    tree.nodes.push(node);
  }

  /** An identifier, its lower-case letters dropped (FF[3]'s long names). */
  private identifier(): string {
    const start = this.at;
    while (/[A-Za-z]/.test(this.text[this.at] ?? '')) this.at++;
    const id = this.text.slice(start, this.at).replace(/[a-z]/g, '');
    if (id === '') throw this.error(`no upper-case letter in the identifier ${JSON.stringify(this.text.slice(start, this.at))}`, start);
    return id;
  }

  /** One or more `[value]`, escapes resolved. */
  private values(): string[] {
    const values: string[] = [];
    for (this.skipSpace(); this.text[this.at] === '['; this.skipSpace()) values.push(this.value());
    if (values.length === 0) throw this.error('a property without a value "[...]"');
    return values;
  }

  private value(): string {
    const start = this.at++;
    const parts: string[] = [];
    // Plain text up to the next `]` or `\\` at once (a value may be a megabyte long).
    for (SPECIAL.lastIndex = this.at; SPECIAL.test(this.text); SPECIAL.lastIndex = this.at) {
      const end = SPECIAL.lastIndex - 1;
      parts.push(this.text.slice(this.at, end));
      this.at = end + 1;
      if (this.text[end] === ']') return parts.join('');
      if (!this.softBreak()) parts.push(this.text[this.at++] ?? '');
    }
    throw this.error('a value "[" is not closed with "]"', start);
  }

  /** After `\`: skips a line break (a soft line break) and says whether there was one. */
  private softBreak(): boolean {
    LINE_BREAK.lastIndex = this.at;
    const match = LINE_BREAK.exec(this.text);
    if (match) this.at += match[0].length;
    return match !== null;
  }

  private error(detail: string, position = this.at): RecordError {
    return new RecordError('sgf-syntax', { position }, detail);
  }
}
