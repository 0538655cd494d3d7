/**
 * The computer player's worker client (src/ai/browser.ts, with the search inlined as a
 * worker), a chunk of its own that both the computer player and the problem judge load on
 * first use: the first board that needs a search starts it.
 */
import { chunk } from './loader.js';

export const aiChunk = chunk('ai', () => import('../../ai/browser.js'), false);
