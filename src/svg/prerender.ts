/**
 * Prerendering for static pages: `prerender(html)` puts each read-only board's standalone
 * SVG inside the element, as light-DOM content. Where no script runs (a feed reader, an
 * e-mail, a wiki that strips scripts) the unknown element shows its content, the
 * diagram; once the element upgrades, its shadow root (which has no slot) draws the live
 * board and the light-DOM picture is no longer shown. What the element held before is
 * replaced, so prerendering a page twice gives the same page.
 *
 * Boards that are not `readonly`, or that take their game from `record` or `src`, are
 * left as they are; so is a board with an attribute `renderSvg` refuses (`warn` hears why).
 */
import { renderSvg, type SvgOptions } from './render.js';

/** The attributes `renderSvg` reads, and the option each one is. */
const OPTIONS: Record<string, keyof SvgOptions> = {
  size: 'size',
  black: 'black',
  white: 'white',
  'to-play': 'toPlay',
  moves: 'moves',
  ply: 'ply',
  marks: 'marks',
  numbers: 'numbers',
  region: 'region',
  theme: 'theme',
};

/** A start tag of either board, its attributes (quoted or not) and its content up to the end tag. */
const BOARD = /<(gonnect-board|connect6-board)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*>([\s\S]*?)<\/\1\s*>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** An attribute value with its character references read: `'D4 &amp; E5'` → `'D4 & E5'`. */
function decode(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#')
      return String.fromCodePoint(body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1)));
    return ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** A start tag's attributes by lower-case name: `{ readonly: '', size: '9' }`. */
function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of text.matchAll(ATTRIBUTE)) {
    attributes.set(name!.toLowerCase(), decode(double ?? single ?? bare ?? ''));
  }
  return attributes;
}

/**
 * The `renderSvg` options a board's attributes (by lower-case name) give:
 * `svgOptions('gonnect-board', new Map([['size', '9']]))` is `{ game: 'gonnect', size: '9' }`.
 */
export function svgOptions(tag: string, attributes: ReadonlyMap<string, string>): SvgOptions {
  const options: SvgOptions = { game: tag.toLowerCase() === 'gonnect-board' ? 'gonnect' : 'connect6' };
  for (const [attribute, option] of Object.entries(OPTIONS)) {
    if (attributes.has(attribute)) Object.assign(options, { [option]: attributes.get(attribute) });
  }
  if (attributes.has('no-coordinates')) options.noCoordinates = true;
  return options;
}

/** The options a board's attributes give, or null for a board that is not prerendered. */
function optionsOf(tag: string, attributes: Map<string, string>): SvgOptions | null {
  if (!attributes.has('readonly') || attributes.has('record') || attributes.has('src') || attributes.has('view')) return null;
  return svgOptions(tag, attributes);
}

/** What to do with a board `renderSvg` refuses: `warn('gonnect-board: The "size" attribute: …')`. */
export interface PrerenderOptions {
  warn?: (message: string) => void;
}

/** The page with each read-only board's SVG inside it: `prerender('<gonnect-board readonly size="9"></gonnect-board>')`. */
export function prerender(html: string, { warn }: PrerenderOptions = {}): string {
  return html.replace(BOARD, (whole, tag: string, attributeText: string) => {
    const options = optionsOf(tag, attributesOf(attributeText));
    if (!options) return whole;
    try {
      return `<${tag}${attributeText}>${renderSvg(options)}</${tag}>`;
    } catch (error) {
      warn?.(`${tag}: ${error instanceof Error ? error.message : String(error)}`);
      return whole;
    }
  });
}
