/**
 * What the replay and the move numbers draw, as one chunk that loads on first use
 * (replay-panel.ts): a diagram without moves or numbers never loads it.
 */
export { moveEntries, moveList } from './move-list.js';
export { numberLayer } from './number-layer.js';
export { plyAfterKey, replayBar } from './replay-bar.js';
export { replayStyles } from './replay-styles.js';
export { replayControls, replayKeyPly } from './replay-controls.js';
