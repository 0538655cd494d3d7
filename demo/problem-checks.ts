// The judgements behind the Problems page, on clones of the engine's games (no DOM), so
// that a reader's own move is checked by the rules and not compared with one answer only.
import { opponent, pointNames, type Color, type Connect6, type Gonnect } from '../src/engine/index.js';

/** Gonnect: the moves that win at once for the side to move. */
export function winningMoves(game: Gonnect): string[] {
  const mover = game.toPlay;
  return game.legalMoves().filter((point) => {
    const next = game.clone();
    next.play(point);
    return next.result?.winner === mover;
  });
}

/**
 * Gonnect: the points where `color` would win if it were to play now (the same stones,
 * with `color` to move; the ko history does not matter for a connecting move).
 */
export function threatPoints(game: Gonnect, color: Color): string[] {
  return winningMoves(game.withTurn(color));
}

/**
 * Gonnect, after the solver's move: a reply of the opponent after which the solver has no
 * winning move (the refutation), or null when every reply loses (or the game is over).
 * Replies on the solver's threat points are tried first, as the natural blocks.
 */
export function refutation(game: Gonnect, solver: Color): string | null {
  if (game.result) return null;
  const threats = threatPoints(game, solver);
  const replies = [...threats, ...game.legalMoves().filter((point) => !threats.includes(point))];
  for (const reply of replies) {
    if (!game.isLegal(reply)) continue;
    const next = game.clone();
    next.play(reply);
    if (next.result) {
      if (next.result.winner === solver) continue;
      return reply;
    }
    if (winningMoves(next).length === 0) return reply;
  }
  return null;
}

// Connect6: lines of six cells. A colour can make six with `stones` more stones exactly
// when some run of six cells holds none of the other colour and at most `stones` empty cells.

type Run = { empty: string[] };

const DIRECTIONS = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
] as const;

/** The runs of six where `color` needs at most `stones` more stones, with their empty points. */
export function threats(game: Connect6, color: Color, stones = 2): Run[] {
  const { size } = game;
  const names = pointNames(size);
  const runs: Run[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      for (const [dc, dr] of DIRECTIONS) {
        const endCol = col + 5 * dc;
        const endRow = row + 5 * dr;
        if (endCol < 0 || endCol >= size || endRow < 0 || endRow >= size) continue;
        const empty: string[] = [];
        let blocked = false;
        for (let k = 0; k < 6 && !blocked; k++) {
          const point = names[(row + k * dr) * size + col + k * dc]!;
          const stone = game.at(point);
          if (stone === null) empty.push(point);
          else if (stone !== color) blocked = true;
        }
        if (!blocked && empty.length <= stones) runs.push({ empty });
      }
    }
  }
  return runs;
}

/** Stones that would give `color` six at once (two at most), or null. */
export function sixFor(game: Connect6, color: Color): string[] | null {
  const [run] = threats(game, color, 2);
  return run ? run.empty : null;
}

/** At most `stones` points that meet every run in `runs`, or null when that many cannot. */
function cover(runs: Run[], stones: number): string[] | null {
  if (!runs.length) return [];
  if (stones === 0) return null;
  for (const point of new Set(runs.flatMap((run) => run.empty))) {
    const rest = cover(
      runs.filter((run) => !run.empty.includes(point)),
      stones - 1,
    );
    if (rest) return [point, ...rest];
  }
  return null;
}

/**
 * Two stones of the defender that leave `attacker` without six on the next turn, or null
 * when no two stones can (the attacker's threats need three or more).
 */
export function defence(game: Connect6, attacker: Color): string[] | null {
  return cover(threats(game, attacker, 2), 2);
}

/** Whether `color`, with two stones on its next turn, can no longer be stopped (and the other side cannot win first). */
export function unstoppable(game: Connect6, color: Color): boolean {
  return sixFor(game, opponent(color)) === null && defence(game, color) === null;
}
