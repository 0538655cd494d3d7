/**
 * JSX types for React 19, which passes props to a custom element as properties (when the
 * element has them) and `on` + an event name as a listener of that event. Load them once,
 * anywhere in a React project: `import type {} from 'gonnect-connect6/react';`
 *
 * ```tsx
 * <gonnect-board size={9} moves="E5 swap" onmove={(event) => console.log(event.detail.point)} />
 * ```
 * React 18 sets attributes only and does not listen to custom events: there, pass text
 * attributes and add listeners through a ref (see the README).
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { Connect6Board } from '../components/connect6-board.js';
import type { GonnectBoard } from '../components/gonnect-board.js';
import type {
  Connect6BoardProperties,
  Connect6Events,
  GonnectBoardProperties,
  GonnectEvents,
  LowerCaseListeners,
} from './element-props.js';

/** What JSX accepts on an element: React's HTML props (ref, key, className, ...) and ours. */
type BoardJsx<E extends HTMLElement, Props, Events> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, keyof Props> &
  Props &
  LowerCaseListeners<Events>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's own typings declare JSX as a namespace.
  namespace JSX {
    interface IntrinsicElements {
      'gonnect-board': BoardJsx<GonnectBoard, GonnectBoardProperties, GonnectEvents>;
      'connect6-board': BoardJsx<Connect6Board, Connect6BoardProperties, Connect6Events>;
    }
  }
}

export {};
