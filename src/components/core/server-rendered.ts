/**
 * Whether a board came with a drawing from a server (`@lit-labs/ssr`, Declarative Shadow
 * DOM) that Lit has yet to hydrate. Such a board draws at once what the server drew, not
 * waiting for code the server did not have (the replay bar, move numbers), which follows
 * in the next update: a first drawing that differs from the server's cannot hydrate.
 */
import type { ReactiveElement } from 'lit';

export function serverRendered(host: ReactiveElement): boolean {
  return !host.hasUpdated && Boolean(host.shadowRoot?.querySelector('[part="board"]'));
}
