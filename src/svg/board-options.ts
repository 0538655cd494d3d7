/**
 * The `renderSvg` options a board's attributes give: what `prerender` draws for a board, and
 * what the demo's diagrams page draws beside each live board. Apart from prerender.ts, which
 * brings an HTML parser, so that a page drawing pictures does not load one.
 */
import type { SvgOptions } from './render.js';

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
