/**
 * The headless rules engines: `import { Gonnect, Connect6 } from 'gonnect-connect6/engine'`.
 * No DOM, no i18n, no globals: runs in Node, in a worker and in the page.
 *
 * For search code: `GonnectPosition` is the Gonnect position as a public type (stones and
 * chains on a padded board of cells, the side to move, ko and the result, with the verbs
 * a search plays and reads it by: `game.copyPosition(false)` gives one), and the stone
 * codes (`EMPTY`, `BLACK`, `WHITE`, `BORDER`: the `StoneCode` type) are what `stoneAt`
 * returns on both games and on the position.
 */
export { Gonnect, GonnectPosition, type GonnectOptions } from './gonnect.js';
export { Connect6, type Connect6Options } from './connect6.js';
export type { BoardGame } from './game.js';
export { Rng } from './rng.js';
export * from './types.js';
export * from '../notation/index.js';
