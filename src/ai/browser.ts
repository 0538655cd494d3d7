/**
 * The computer player for pages, with its worker bundled inline: Vite builds `worker.ts`
 * into this module and starts it from a Blob URL, which works when the script itself is
 * served from another origin (a CDN), where `new Worker(crossOriginUrl)` is refused.
 * Needs Vite (or a bundler that understands `?worker&inline`); Node code uses `chooseMove`.
 */
import AiWorker from './worker.ts?worker&inline';
import { AiClient, type WorkerLike } from './client.js';

export { AiClient } from './client.js';
export type { ClientOptions, WorkerFactory, WorkerLike } from './client.js';

/** A client whose worker is the inline bundled one: `createAiClient().choose(game, { level: 3 })`. */
export function createAiClient(): AiClient {
  return new AiClient(() => new AiWorker({ name: 'computer-player' }) as unknown as WorkerLike);
}
