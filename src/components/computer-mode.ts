/**
 * The computer player and the Hint button of one board, made together (the Hint asks the
 * computer's worker): the part of computer-slot.ts that loads on first use.
 */
import type { ReactiveControllerHost } from 'lit';
import { BoardComputer } from './computer.js';
import { BoardHint } from './hint.js';
import type { GameSession } from './session.js';
import type { BoardView } from './view/view-model.js';

export interface ComputerMode {
  computer: BoardComputer;
  hint: BoardHint;
}

/** The board's computer player and Hint button (both controllers of `host`). */
export function computerMode(host: ReactiveControllerHost, session: GameSession, view: BoardView): ComputerMode {
  const computer = new BoardComputer(host, session);
  return { computer, hint: new BoardHint(host, session, computer, view) };
}
