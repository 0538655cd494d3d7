/**
 * The computer player and the Hint button of one board, made together (the Hint asks the
 * computer's worker), with the look of the Hint's rings: the part of computer-feature.ts
 * that loads on first use.
 */
import { css } from 'lit';
import type { FeatureHost } from '../core/feature.js';
import { BoardComputer, type ComputerSettings } from './computer.js';
import { BoardHint } from './hint.js';
import type { GameSession } from '../core/session.js';
import { addStyles } from '../core/adopt.js';
import type { BoardView } from '../../board/view-model.js';

/** The dashed rings on the suggested point or points (`--hint-color`). */
const hintStyles = css`
  .hint {
    fill: none;
    stroke: var(--hint-color, var(--_focus));
    stroke-width: 1.8;
    stroke-dasharray: 3 2;
  }
`;

export interface ComputerMode {
  computer: BoardComputer;
  hint: BoardHint;
}

/** The board's computer player, with its first settings, and Hint button (both controllers of `host`). */
export function computerMode(host: FeatureHost, session: GameSession, view: BoardView, settings: ComputerSettings): ComputerMode {
  if (host.root) addStyles(host.root, hintStyles);
  const computer = new BoardComputer(host, session);
  computer.settings = settings;
  return { computer, hint: new BoardHint(host, session, computer, view) };
}
