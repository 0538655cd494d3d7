// The Problems page: each problem's board is set up by its attributes alone. This script
// listens to the moves the reader makes on it (`move` and `win` events), judges them with
// the engine, and plays a solution on request with `reset()` and `play()` (which fire no events).
import type { Connect6Board, GonnectBoard } from '../src/index.js';
import type { Color } from '../src/engine/index.js';
import { defence, refutation, sixFor, threatPoints, unstoppable, winningMoves } from './problem-checks.js';

type Kind = 'connect' | 'stop' | 'win-in-two' | 'c6-win' | 'c6-stop' | 'c6-unstoppable';
type Verdict = { good: boolean; text: string } | null;

const name = (color: Color): string => (color === 'black' ? 'Black' : 'White');
const other = (color: Color): Color => (color === 'black' ? 'white' : 'black');

/** Gonnect: what the reader's first move is worth. */
function judgeGonnect(kind: Kind, board: GonnectBoard, side: Color, point: string): Verdict {
  const game = board.game;
  const won = game.result?.winner === side;
  if (kind === 'connect') {
    return won
      ? { good: true, text: `Solved: ${point} completes the connection.` }
      : { good: false, text: `${point} does not connect yet. Press Undo and look again.` };
  }
  if (kind === 'stop') {
    const wins = winningMoves(game);
    return wins.length
      ? { good: false, text: `Not enough: ${name(other(side))} still connects at ${wins[0]}. Press Undo and try again.` }
      : { good: true, text: `Solved: after ${point}, ${name(other(side))} has no connecting move.` };
  }
  if (won) return { good: true, text: `Solved: ${point} wins at once.` };
  if (!threatPoints(game, side).length) {
    return {
      good: false,
      text: `${point} does not threaten to connect yet, so ${name(other(side))} may play anywhere. Press Undo and try again.`,
    };
  }
  const answer = refutation(game, side);
  return answer
    ? {
        good: false,
        text: `${name(other(side))} blocks at ${answer}, and ${name(side)} has no second way through. Press Undo and try again.`,
      }
    : { good: true, text: `Right: ${point} makes two threats and ${name(other(side))} can stop only one. Play on to finish.` };
}

/** Connect6: what the reader's turn (two stones, or one that already wins) is worth. */
function judgeConnect6(kind: Kind, board: Connect6Board, side: Color, moveNumber: number): Verdict {
  const game = board.game;
  if (game.result?.winner === side) return { good: true, text: `Solved: six in a row for ${name(side)}.` };
  if (moveNumber === 1) return { good: true, text: 'One stone placed; now the second.' };
  if (kind === 'c6-win') {
    return { good: false, text: 'No six with these two stones. Press Undo twice and try again.' };
  }
  if (kind === 'c6-stop') {
    const six = sixFor(game, other(side));
    return six
      ? { good: false, text: `${name(other(side))} still makes six with ${six.join(' and ')}. Press Undo twice and try again.` }
      : { good: true, text: `Solved: ${name(other(side))} has no six left.` };
  }
  if (unstoppable(game, side)) {
    return { good: true, text: `Solved: ${name(other(side))} cannot block every threat with two stones.` };
  }
  const block = defence(game, side);
  const reason = block
    ? `${name(other(side))} can still block everything with ${block.join(' and ')}`
    : `${name(other(side))} can make six first`;
  return { good: false, text: `Not yet: ${reason}. Press Undo twice and try again.` };
}

for (const problem of document.querySelectorAll<HTMLElement>('.problem')) {
  const kind = problem.dataset.kind as Kind;
  const side = problem.dataset.side as Color;
  const board = problem.querySelector<GonnectBoard | Connect6Board>('gonnect-board, connect6-board')!;
  const feedback = problem.querySelector<HTMLElement>('.feedback')!;
  const say = (verdict: Verdict): void => {
    if (!verdict) return;
    feedback.textContent = verdict.text;
    feedback.classList.toggle('good', verdict.good);
    feedback.classList.toggle('bad', !verdict.good);
  };

  board.addEventListener('move', (event) => {
    const { color, point, moveNumber } = event.detail;
    if (color !== side) return; // the reader playing on for the other side
    if (board.localName === 'gonnect-board') {
      if (moveNumber === 1) say(judgeGonnect(kind, board as GonnectBoard, side, point));
      else if (board.game.result?.winner === side) say({ good: true, text: `${name(side)} connects. Well played.` });
    } else if (moveNumber <= 2) {
      say(judgeConnect6(kind, board as Connect6Board, side, moveNumber));
    } else if (board.game.result?.winner === side) {
      say({ good: true, text: `Six in a row for ${name(side)}. Well played.` });
    }
  });

  problem.querySelector<HTMLButtonElement>('button[data-play]')?.addEventListener('click', (event) => {
    const moves = (event.currentTarget as HTMLButtonElement).dataset.play!.split(' ');
    board.reset();
    for (const move of moves) board.play(move);
    feedback.classList.remove('good', 'bad');
    feedback.textContent = `The solution is on the board: ${moves.join(' and ')}.`;
  });
}
