/**
 * `gonnect-connect6/svg`: a board as a standalone SVG string, in Node or anywhere, with
 * no DOM: `renderSvg({ game: 'gonnect', size: 9, black: 'D4 E5', white: 'F6' })`. It
 * draws exactly what a read-only board draws (stones, coordinates, marks and labels,
 * move numbers, the last move, the winning chain or line, `region`, `theme`), reads
 * every option with the attribute readers of the elements and refuses a bad one with
 * their English message, which names it as the attribute it stands for
 * (`Error: The "region" attribute: "A1" is not a part of the board; …`).
 */
export { GAME_NAMES, renderSvg, type GameName, type SvgOptions } from './render.js';
export { prerender, type PrerenderOptions } from './prerender.js';
