/**
 * Prerendering for static pages: `prerender(html)` puts each read-only board's standalone
 * SVG inside the element, as light-DOM content. Where no script runs (a feed reader, an
 * e-mail, a wiki that strips scripts) the unknown element shows its content, the
 * diagram; once the element upgrades, its shadow root (which has no slot) draws the live
 * board and the light-DOM picture is no longer shown. What the element held before is
 * replaced, so prerendering a page twice gives the same page.
 *
 * The page is read by an HTML parser (parse5, as a browser reads it with scripting off: what
 * a reader without script sees), so only real elements are boards: the text of a `<script>`,
 * `<style>`, `<textarea>` or `<title>`, a comment, or an attribute's value that looks like a
 * board is left alone. Each board's content is cut out of the page by where the parser found
 * its tags and replaced; every other character of the page stays as it was, byte for byte.
 *
 * Boards that are not `readonly`, or that take their game from `record` or `src`, are
 * left as they are; so is a board with an attribute `renderSvg` refuses, and a board with no
 * end tag (its content has no end the page says; `warn` hears why).
 */
import { parse } from 'parse5';
import { svgOptions } from './board-options.js';
import { renderSvg, type SvgOptions } from './render.js';

export { svgOptions } from './board-options.js';

/** The options a board's attributes give, or null for a board that is not prerendered. */
function optionsOf(tag: string, attributes: Map<string, string>): SvgOptions | null {
  if (!attributes.has('readonly') || attributes.has('record') || attributes.has('src') || attributes.has('view')) return null;
  return svgOptions(tag, attributes);
}

/** What to do with a board `renderSvg` refuses: `warn('gonnect-board: The "size" attribute: …')`. */
export interface PrerenderOptions {
  warn?: (message: string) => void;
}

/** A node of the parsed page, as far as prerendering reads it (parse5's default tree). */
interface HtmlNode {
  nodeName: string;
  namespaceURI?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
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

/** The page with each read-only board's SVG inside it: `prerender('<gonnect-board readonly size="9"></gonnect-board>')`. */
export function prerender(html: string, { warn }: PrerenderOptions = {}): string {
  const page = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false }) as unknown as HtmlNode;
  /** The parts of the page to replace, by position: `[from, to, text]`. */
  const edits: [number, number, string][] = [];
  for (const board of boardsOf(page)) {
    const tag = board.nodeName;
    // Attribute names come lower case and a name given twice counts once (the first), as in a browser.
    const options = optionsOf(tag, new Map((board.attrs ?? []).map(({ name, value }) => [name, value])));
    const from = board.sourceCodeLocation?.startTag?.endOffset;
    const to = board.sourceCodeLocation?.endTag?.startOffset;
    if (!options || from === undefined) continue;
    if (to === undefined) {
      warn?.(`${tag}: it has no end tag </${tag}>, so where its content ends is unknown; it is left as it is.`);
      continue;
    }
    try {
      edits.push([from, to, renderSvg(options)]);
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
