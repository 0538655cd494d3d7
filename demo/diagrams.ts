// The Static diagrams page: beside each live board, the picture renderSvg draws from the
// same attributes, shown as a plain image (so nothing of the page's CSS or script reaches it).
import { svgOptions } from '../src/svg/board-options.js';
import { renderSvg } from '../src/svg/render.js';

for (const pair of document.querySelectorAll('.static-pair')) {
  const board = pair.querySelector('gonnect-board, connect6-board')!;
  const picture = pair.querySelector<HTMLImageElement>('.static-picture')!;
  // The options prerender reads from a page, here from the live board's own attributes.
  const svg = renderSvg(svgOptions(board.localName, new Map([...board.attributes].map(({ name, value }) => [name, value]))));
  // The picture's own description (its <title>) is the image's text alternative.
  picture.alt = new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('title')?.textContent ?? '';
  picture.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
}
