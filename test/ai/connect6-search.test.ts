import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Connect6 } from '../../src/engine/connect6.js';
import { Rng } from '../../src/engine/rng.js';
import { colorCode } from '../../src/engine/types.js';
import { Budget } from '../../src/ai/budget.js';
import { WindowBoard } from '../../src/ai/connect6/board.js';
import { Planner } from '../../src/ai/connect6/player.js';
import { TurnSearch } from '../../src/ai/connect6/search.js';
import { ThreatSearch } from '../../src/ai/connect6/tss.js';
import { pointsInWindows } from '../../src/ai/connect6/evaluate.js';
import { chooseMove } from '../../src/ai/index.js';
import { LEVEL_TIME_MS, LEVELS } from '../../src/ai/options.js';
import { hasForcedWin } from './fixtures/forced-win.js';

/** The counts of windows held alone with n stones, recounted window by window (the slow reference). */
function recount(b: WindowBoard): number[] {
  const alone = new Array<number>(14).fill(0);
  for (let w = 0; w < b.t.windows; w++) {
    for (const c of [1, 2]) {
      const n = b.own(w, c);
      if (n > 0 && b.own(w, 3 - c) === 0) alone[7 * (c - 1) + n]!++;
    }
  }
  return alone;
}

function position(black: string, white: string, toPlay: 'black' | 'white'): Connect6 {
  return new Connect6({ size: 19, setup: { black: black.split(' '), white: white.split(' '), toPlay, stonesLeft: 2 } });
}

/** A quiet middle game: no threats either way, many turns worth looking at. */
const QUIET = position('J10 K11 L10 H12 M13', 'K10 J11 L12 K9 H9 M11', 'black');

/** Plans a turn for the side to move with `work` units of effort and a clock that never runs out. */
async function plan(game: Connect6, work: number): Promise<{ turn: string[]; nodes: number; depth: number }> {
  const planner = new Planner(WindowBoard.of(game), colorCode(game.toPlay), new Budget(1e9, undefined, work), 3);
  const turn = await planner.plan(game.stonesLeft);
  return { turn: turn.map((p) => game.pointAt(p)), ...planner.stats };
}

describe('Connect6 window board', () => {
  it('keeps its counts of windows held alone and its hash with every stone placed and removed', () => {
    for (const size of [7, 19]) {
      const b = new WindowBoard(size);
      const rng = new Rng(size);
      const placed: [number, number][] = [];
      const empty = b.hash;
      for (let step = 0; step < 300; step++) {
        if (placed.length > 0 && rng.below(3) === 0) {
          const [p, c] = placed.splice(rng.below(placed.length), 1)[0]!;
          b.remove(p, c);
        } else {
          const p = rng.below(b.t.area);
          if (b.cells[p] !== 0) continue;
          const c = 1 + rng.below(2);
          b.place(p, c);
          placed.push([p, c]);
        }
        assert.deepEqual([...b.alone], recount(b));
      }
      for (const [p, c] of placed.reverse()) b.remove(p, c);
      assert.equal(b.hash, empty);
    }
  });

  it('gives the same hash to the same stones placed in another order, and another to other stones', () => {
    const [x, y] = [new WindowBoard(19), new WindowBoard(19)];
    x.place(10, 1);
    x.place(20, 2);
    y.place(20, 2);
    y.place(10, 1);
    assert.equal(x.hash, y.hash);
    y.remove(10, 1);
    y.place(10, 2);
    assert.notEqual(x.hash, y.hash);
  });
});

describe('Connect6 anytime search (effort counters, no clock)', () => {
  it('uses the effort it is given instead of stopping early, and looks deeper with more', async () => {
    const small = await plan(QUIET, 400);
    const large = await plan(QUIET, 8000);
    // The turn search gets most of the allowance (the threat-space searches the rest).
    assert.ok(small.nodes >= 200, `searched ${small.nodes} of 400`);
    assert.ok(large.nodes >= 4000, `searched ${large.nodes} of 8000`);
    assert.ok(large.depth > small.depth, `depth ${large.depth} against ${small.depth}`);
  });

  it('gives each level more thinking time than the one below: level 1 under 0.1 s, level 5 about a second', () => {
    const times = LEVELS.map((level) => LEVEL_TIME_MS[level]);
    assert.ok(times.every((t, i) => i === 0 || t > times[i - 1]!));
    assert.ok(times[0]! < 100);
    assert.ok(times[4]! >= 900 && times[4]! <= 1100);
  });

  it('plays the same turn for the same effort (the clock does not decide)', async () => {
    assert.deepEqual((await plan(QUIET, 3000)).turn, (await plan(QUIET, 3000)).turn);
  });

  it('searches the turns it keeps one round deeper or more with a new budget (refine)', async () => {
    const b = WindowBoard.of(QUIET);
    const me = colorCode(QUIET.toPlay);
    const search = new TurnSearch(b, new Budget(1e9, undefined, 300));
    const lines = (await search.run(me, 2))!;
    const reached = search.depth;
    const kept = lines.slice(1, 4).map((l) => l.turn);
    const refined = await search.refine(me, kept, new Budget(1e9, undefined, 3000));
    assert.ok(search.depth > reached, `depth ${search.depth} after ${reached}`);
    assert.deepEqual(refined.map((l) => l.turn).sort(), [...kept].sort(), 'the kept turns, and only those');
    assert.ok(refined.every((l, i) => i === 0 || l.value <= refined[i - 1]!.value));
  });

  it('sees the opponent’s double threat followed by a triple threat, and stops it', async () => {
    // White to move. Black's F–J row and the G column make two threats next turn
    // (J6 and J7 say), and then three: White must break it now.
    const game = position('E5 F5 G5 G6 G7 K10', 'L11 M12 N13 C3 D3 A1', 'white');
    assert.ok(hasForcedWin(game.withTurn('black', 2), 'black'), 'the position is what it claims');
    const { turn } = await plan(game, 4000);
    for (const point of turn) game.play(point);
    assert.equal(hasForcedWin(game, 'black'), false, `after ${turn.join(' ')}`);
  });
});

describe('Connect6 threat-space search', () => {
  it('finds a forced win within one and two turns exactly when the exhaustive check does', async () => {
    // Positions of seeded games at a low effort; only those with at most 32 points that
    // can make a threat, where the search's breadth leaves none out.
    let positions = 0;
    let wins = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const game = new Connect6({ size: 13 });
      while (game.result === null && game.moves.length < 80) {
        if (game.stonesLeft === 2 && game.moves.length > 6) {
          const b = WindowBoard.of(game);
          for (const color of ['black', 'white'] as const) {
            const c = colorCode(color);
            if (pointsInWindows(b, c, 2).length > 32) continue;
            for (const turns of [1, 2]) {
              const found = await new ThreatSearch(b, new Budget(1e9)).win(c, turns);
              const exhaustive = hasForcedWin(game.withTurn(color, 2), color, turns);
              assert.equal(found !== null, exhaustive, `${color} in ${turns} after ${game.moves.join(' ')}`);
              positions++;
              if (found) wins++;
            }
          }
        }
        game.playMove(await chooseMove(game, { level: 1, iterations: 300, seed: seed * 1000 + game.moves.length }));
      }
    }
    assert.ok(positions >= 100 && wins >= 10, `${positions} positions, ${wins} wins`);
  });
});
