/**
 * The Gonnect engine's entry (its parts live in `gonnect/`): the game, its options, and
 * the position type search code works on.
 */
export { Gonnect, type GonnectOptions } from './gonnect/gonnect.js';
export { GonnectPosition } from './gonnect/position.js';
