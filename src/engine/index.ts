/**
 * The headless rules engines: `import { Gonnect, Connect6 } from 'gonnect-connect6/engine'`.
 * No DOM, no i18n, no globals: runs in Node, in a worker and in the page.
 */
export { Gonnect, type GonnectOptions } from './gonnect.js';
export { Connect6, type Connect6Options } from './connect6.js';
export type { BoardGame } from './game.js';
export { Rng } from './rng.js';
export * from './types.js';
export * from '../notation/index.js';
