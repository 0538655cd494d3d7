/** The Connect6 engine's entry (its parts live in `connect6/`): the game and its options. */
export { Connect6, type Connect6Options } from './connect6/connect6.js';
