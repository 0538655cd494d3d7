/**
 * The props a framework may pass to each board: its public properties (the attributes as
 * properties, `size`, `black`, `moves`, ...) and a listener per event, as framework typings
 * need them. Derived from the element classes, so that a new attribute needs no edit here.
 */
import type { LitElement } from 'lit';
import type { Connect6Board } from '../components/connect6-board.js';
import type { BoardEventMap } from '../components/core/events.js';
import type { GonnectBoard } from '../components/gonnect-board.js';

/** The settable public properties of an element: no method, nothing of LitElement's, not the read-only `game`. */
export type BoardProperties<E> = {
  [K in keyof E as K extends keyof LitElement | 'game' ? never : E[K] extends (...args: never[]) => unknown ? never : K]?: E[K];
};

/** The board events each element fires (Connect6 has no swap; Gonnect no draw). */
export type GonnectEvents = Omit<BoardEventMap, 'draw'>;
export type Connect6Events = Omit<BoardEventMap, 'swap'>;

/**
 * Listeners named `on` + the event's own name, lower case as the events are
 * (`onmove`, `onwin`): React 19 passes such a prop to `addEventListener('move', ...)`.
 */
export type LowerCaseListeners<M> = { [K in keyof M & string as `on${K}`]?: (event: CustomEvent<M[K]>) => void };

/** Listeners in camel case (`onMove`): how Vue names the listener of `@move`. */
export type CamelCaseListeners<M> = { [K in keyof M & string as `on${Capitalize<K>}`]?: (event: CustomEvent<M[K]>) => void };

export type GonnectBoardProperties = BoardProperties<GonnectBoard>;
export type Connect6BoardProperties = BoardProperties<Connect6Board>;
