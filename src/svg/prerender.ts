/**
 * Prerendering for static pages: `prerender(html)` puts inside each board what it will show
 * (board-content.ts), as light-DOM content: its picture and, on a playable board, a problem
 * or a board with `controls`, its status line and the other parts' text (the task, a record's
 * comment), in a block laid out at the size the live board will have. Where no script runs
 * (a feed reader, an e-mail, a wiki that strips scripts) the unknown element shows its
 * content; once the element upgrades, it shows that content until it has drawn, and then the
 * live board in its place, at the same size: the page does not move. What the element held
 * before is replaced, so prerendering a page twice gives the same page.
 *
 * The page is read by an HTML parser (parse5, as a browser reads it with scripting off: what
 * a reader without script sees), so only real elements are boards: the text of a `<script>`,
 * `<style>`, `<textarea>` or `<title>`, a comment, or an attribute's value that looks like a
 * board is left alone. Each board's content is cut out of the page by where the parser found
 * its tags and replaced; every other character of the page stays as it was, byte for byte.
 * The words are in the language of the board's nearest `lang` (English without one).
 *
 * The rule text alone (`view`) and editors (`edit`) are left as they are; so is a board whose
 * `src` file `readSource` cannot give, a board with an attribute it cannot read, and a board
 * with no end tag (its content has no end the page says; `warn` hears why).
 */
import { parse } from 'parse5';
import { matchLanguage, type Language } from '../vocabulary.js';
import { boardContent } from './board-content.js';

export { svgOptions } from './board-options.js';

/** How to prerender a page. */
export interface PrerenderOptions {
  /** What to do with a board that is left as it is: `warn('gonnect-board: The "size" attribute: …')`. */
  warn?: (message: string) => void;
  /**
   * The text of the record file a board's `src` names (`'games/final.sgf'`, as written), or
   * null when there is none; absent, boards with `src` are left as they are (and `warn` says so).
   * The command line reads a relative `src` from the page's folder.
   */
  readSource?: (src: string) => string | null;
}

/** A node of the parsed page, as far as prerendering reads it (parse5's default tree). */
interface HtmlNode {
  nodeName: string;
  namespaceURI?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
  parentNode?: HtmlNode | null;
  /** A `<template>`'s content. */
  content?: HtmlNode;
  sourceCodeLocation?: { startTag?: { endOffset: number }; endTag?: { startOffset: number } } | null;
}

const BOARDS = new Set(['gonnect-board', 'connect6-board']);
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** Every board element of the page (HTML elements: a `<gonnect-board>` inside an `<svg>` is none), a board inside a board too. */
function boardsOf(node: HtmlNode, found: HtmlNode[] = []): HtmlNode[] {
  if (BOARDS.has(node.nodeName) && node.namespaceURI === HTML_NAMESPACE) found.push(node);
  for (const child of node.childNodes ?? []) boardsOf(child, found);
  if (node.content) boardsOf(node.content, found);
  return found;
}

/** The language of a board's nearest `lang` (its own, an ancestor's; the boards' own rule, src/i18n/language.ts): `'es'`. */
function languageOf(node: HtmlNode): Language {
  for (let at: HtmlNode | null | undefined = node; at; at = at.parentNode) {
    const lang = at.attrs?.find(({ name }) => name === 'lang')?.value;
    if (lang) return matchLanguage(lang) ?? 'en';
  }
  return 'en';
}

/** The page with what each board shows inside it: `prerender('<gonnect-board readonly size="9"></gonnect-board>')`. */
export function prerender(html: string, { warn, readSource }: PrerenderOptions = {}): string {
  const page = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false }) as unknown as HtmlNode;
  /** The parts of the page to replace, by position: `[from, to, text]`. */
  const edits: [number, number, string][] = [];
  for (const board of boardsOf(page)) {
    const tag = board.nodeName;
    // Attribute names come lower case and a name given twice counts once (the first), as in a browser.
    const attributes = new Map<string, string>();
    for (const { name, value } of board.attrs ?? []) if (!attributes.has(name)) attributes.set(name, value);
    const from = board.sourceCodeLocation?.startTag?.endOffset;
    const to = board.sourceCodeLocation?.endTag?.startOffset;
    if (from === undefined || attributes.has('view') || attributes.has('edit')) continue;
    if (to === undefined) {
      warn?.(`${tag}: it has no end tag </${tag}>, so where its content ends is unknown; it is left as it is.`);
      continue;
    }
    try {
      const content = boardContent(tag, attributes, { language: languageOf(board), readSource });
      if (content === null) warn?.(`${tag}: its record file "${attributes.get('src')}" cannot be read here; it is left as it is.`);
      else edits.push([from, to, content]);
    } catch (error) {
      warn?.(`${tag}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  // By position in the text (a table's misplaced content comes first in the tree, not in the text);
  // a board inside a board that is replaced goes with the outer one's content.
  edits.sort(([a], [b]) => a - b);
  let out = '';
  let at = 0;
  for (const [from, to, text] of edits) {
    if (from < at) continue;
    out += html.slice(at, from) + text;
    at = to;
  }
  return out + html.slice(at);
}
