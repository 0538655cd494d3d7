// The terminology table of docs/terminology.md, read into data, and the word matcher
// the terminology test checks every UI string and rule text with.
import type { Language } from '../../src/vocabulary.js';

/** The words of one concept in one language. */
export interface Wording {
  /** The words to use: `['chain', 'chains']`; `*` at the end stands for any ending. */
  terms: string[];
  /** Variants that must never appear: `['group', 'groups']`. */
  forbidden: string[];
}

/** One row of the table. */
export interface Concept {
  /** The concept's name in the first column: `'chain'`. */
  name: string;
  words: Record<Language, Wording>;
  /**
   * Where the UI and the rules use it, from the `where` column: `ui` keys and rule
   * sections or figures by id, `['ui.refusal.suicide', 'rules.gonnect.chains']`.
   */
  where: string[];
}

/** A string of the locales with where it lives: `{ path: 'ui.refusal.suicide', text }`. */
export interface Located {
  path: string;
  text: string;
}

const COLUMNS = ['en', 'es', 'ru'] as const;

/** The code spans of a piece of Markdown: "`a`, `b`" gives `['a', 'b']`. */
function codeSpans(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}

/** One table cell: "`chain`, `chains` · not: `group`" gives its terms and forbidden variants. */
function parseCell(cell: string): Wording {
  const [terms, forbidden = ''] = cell.split(/\bnot:/);
  return { terms: codeSpans(terms!), forbidden: codeSpans(forbidden) };
}

/**
 * The rows of the table whose header is `| concept | en | es | ru | where |` (`where`
 * may be left out). Throws if the table is missing or a row has the wrong number of cells.
 */
export function parseTerminology(markdown: string): Concept[] {
  const rows = markdown.split('\n').filter((line) => line.trim().startsWith('|'));
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
  const header = cells(rows[0] ?? '').join(' ');
  if (header !== 'concept en es ru' && header !== 'concept en es ru where') throw new Error(`not the terminology table: ${rows[0]}`);
  const width = header.split(' ').length - 1;
  return rows.slice(2).map((row) => {
    const [name, ...columns] = cells(row);
    if (columns.length !== width) throw new Error(`a row without three languages${width > 3 ? ' and where' : ''}: ${row}`);
    const words = Object.fromEntries(COLUMNS.map((lang, i) => [lang, parseCell(columns[i]!)])) as Record<Language, Wording>;
    return { name: name!, words, where: codeSpans(columns[3] ?? '') };
  });
}

/**
 * The pattern of one listed form: case-insensitive, whole words only (no letter or
 * digit on either side), a `*` ending a word for any ending, any spacing between words.
 * `'цепочк*'` matches «цепочку», `'пуст* пункт*'` «пустые пункты»; `'side'` does not
 * match "beside".
 */
export function formPattern(form: string): RegExp {
  const word = (text: string) => {
    const stem = text.endsWith('*');
    const escaped = (stem ? text.slice(0, -1) : text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return stem ? `${escaped}\\p{L}*` : escaped;
  };
  const body = form.trim().split(/\s+/).map(word).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
}

/** The text with its i18next placeholders (`{{point}}`) blanked out. */
function withoutPlaceholders(text: string): string {
  return text.replace(/\{\{[^}]*\}\}/g, ' ');
}

/** Every use of a listed form in the strings: `'ui.captures.black_one: захва*'`. */
export function uses(strings: Located[], forms: string[]): string[] {
  return forms.flatMap((form) => {
    const pattern = formPattern(form);
    return strings.filter(({ text }) => pattern.test(withoutPlaceholders(text))).map(({ path }) => `${path}: ${form}`);
  });
}

/** The forms that appear nowhere in the strings. */
export function unused(strings: Located[], forms: string[]): string[] {
  return forms.filter((form) => uses(strings, [form]).length === 0);
}

/** Every string leaf of a tree with its dotted path; `skip` leaves out some paths. */
export function located(node: unknown, path: string, skip: (path: string) => boolean = () => false): Located[] {
  if (skip(path)) return [];
  if (typeof node === 'string') return [{ path, text: node }];
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, child]) => located(child, `${path}.${key}`, skip));
  }
  return [];
}
