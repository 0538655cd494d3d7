/**
 * The package: registers `<gonnect-board>` and `<connect6-board>` and re-exports the
 * element classes, their event types and the headless engine.
 */
export { GonnectBoard } from './components/gonnect-board.js';
export { Connect6Board } from './components/connect6-board.js';
export { BoardBase } from './components/board-base.js';
export type { BoardEventMap, MoveEventDetail } from './components/events.js';
export * from './engine/index.js';
