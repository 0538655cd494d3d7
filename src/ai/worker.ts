/**
 * The computer player's Web Worker entry: answers {@link SearchRequest} messages with the
 * move chosen, and stops a search on `{ id, cancel: true }`. See protocol.ts.
 */
import { createHandler, type CancelRequest, type SearchReply, type SearchRequest } from './protocol.js';

/** The worker's global scope, typed by what this file uses. */
const scope = globalThis as unknown as {
  postMessage(message: SearchReply): void;
  onmessage: ((event: { data: SearchRequest | CancelRequest }) => void) | null;
};

const handle = createHandler((reply) => scope.postMessage(reply));
scope.onmessage = (event) => handle(event.data);
