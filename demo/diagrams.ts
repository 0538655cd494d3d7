// The Static diagrams page: beside each live board, the picture renderSvg draws from the
// same attributes, shown as a plain image (so nothing of the page's CSS or script reaches it).
import { renderSvg, type SvgOptions } from '../src/svg/index.js';

/** The attributes renderSvg reads, and the option each one is (as `prerender` reads a page). */
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

/** The options of a board's attributes: `{ game: 'gonnect', size: '9', black: 'C3' }`. */
function optionsOf(board: Element): SvgOptions {
  const options: SvgOptions = { game: board.localName === 'gonnect-board' ? 'gonnect' : 'connect6' };
  for (const [attribute, option] of Object.entries(OPTIONS)) {
    const value = board.getAttribute(attribute);
    if (value !== null) Object.assign(options, { [option]: value });
  }
  if (board.hasAttribute('no-coordinates')) options.noCoordinates = true;
  return options;
}

for (const pair of document.querySelectorAll('.static-pair')) {
  const board = pair.querySelector('gonnect-board, connect6-board')!;
  const picture = pair.querySelector<HTMLImageElement>('.static-picture')!;
  const svg = renderSvg(optionsOf(board));
  // The picture's own description (its <title>) is the image's text alternative.
  picture.alt = new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('title')?.textContent ?? '';
  picture.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
}
