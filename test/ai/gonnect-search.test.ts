import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Gonnect } from '../../src/engine/gonnect.js';
import { Rng } from '../../src/engine/rng.js';
import { Budget } from '../../src/ai/budget.js';
import { chooseMove } from '../../src/ai/index.js';
import { Mcts, mustPlay } from '../../src/ai/gonnect/mcts.js';
import { forcesConnection } from './fixtures/gonnect-threats.js';
import { connectingPoints } from './fixtures/tactics.js';

type Position = ReturnType<Gonnect['copyPosition']>;

/** `game`'s position as the search takes it, and its legal moves as that position's cells, sorted. */
function legalCells(game: Gonnect): { base: Position; cells: number[] } {
  const base = game.copyPosition(false);
  const cells = game
    .legalMoves()
    .map((point) => base.cellOf(game.indexOf(point)))
    .sort((x, y) => x - y);
  return { base, cells };
}

/** A search from `game`'s position over every legal move. */
function searchOf(game: Gonnect, seed = 1): { search: Mcts; cells: number[]; base: Position } {
  const { base, cells } = legalCells(game);
  return { search: new Mcts(base, cells, -1, new Rng(seed)), cells, base };
}

/** A budget of `playouts` whose clock never runs out in a test. */
const effort = (playouts: number): Budget => new Budget(600_000, undefined, playouts);

describe('Gonnect tree search (effort counters, no clock)', () => {
  it('runs exactly the playouts it is given', async () => {
    const game = new Gonnect({ size: 9, swap: false });
    game.play('E5');
    for (const playouts of [1, 250, 1200]) {
      const { search } = searchOf(game);
      await search.run(effort(playouts));
      assert.equal(search.playouts, playouts);
      assert.equal(search.visits, playouts);
    }
  });

  it('plays the same move for the same seed and effort, on a position asked twice', async () => {
    const game = new Gonnect({ size: 13, swap: false });
    for (const point of ['G7', 'F6', 'H8']) game.play(point);
    const first = await chooseMove(game, { iterations: 800, seed: 9 });
    assert.equal(await chooseMove(game, { iterations: 800, seed: 9 }), first);
  });

  it('goes on with its tree two moves later (tree reuse)', async () => {
    const game = new Gonnect({ size: 9, swap: false });
    game.play('E5');
    const { search, base } = searchOf(game);
    await search.run(effort(3000));
    const ours = search.best();
    game.play(game.pointAt(base.indexAt(ours)));
    const { base: replies, cells: theirs } = legalCells(game);
    const child = search.subtree([ours], theirs)!;
    // The reply the tree looked at most.
    const reply = child.moves[child.n.indexOf(Math.max(...child.n))]!;
    game.play(game.pointAt(replies.indexAt(reply)));
    const { base: next, cells: moves } = legalCells(game);
    const node = search.subtree([ours, reply], moves);
    assert.ok(node, 'the tree holds the position after the two moves');
    const reused = new Mcts(next, moves, reply, new Rng(2), node);
    const before = reused.visits;
    assert.ok(before > 0);
    await reused.run(effort(100));
    assert.equal(reused.playouts, 100);
    assert.equal(reused.visits, before + 100);
    assert.equal(search.subtree([ours], moves), null, 'a node with other moves is not reused');
  });

  it('finds a double threat: a move after which every reply leaves it a connecting point', async () => {
    // Black's chain D1-D3 stands on the bottom edge, C5-C7 and E5-E7 on the top one; D4 (or
    // C4, E4, D5...) joins the bottom chain to a point next to both, two connecting points at once.
    const game = new Gonnect({
      size: 7,
      swap: false,
      setup: {
        black: ['D1', 'D2', 'D3', 'C5', 'C6', 'C7', 'E5', 'E6', 'E7'],
        white: ['A2', 'B3', 'F2', 'G4', 'A6', 'G6'],
        toPlay: 'black',
      },
    });
    assert.deepEqual(connectingPoints(game, 'black'), []);
    const { search, base } = searchOf(game);
    await search.run(effort(300));
    assert.ok(forcesConnection(game, game.pointAt(base.indexAt(search.best())), 'black'));
  });

  it('never plays an illegal move in seeded games against itself (its kept trees, ko and superko included)', async () => {
    for (let seed = 1; seed <= 12; seed++) {
      const superko = seed % 2 === 0;
      const game = new Gonnect({ size: seed % 3 === 0 ? 7 : 9, swap: seed % 4 === 1, superko });
      while (game.result === null && game.moves.length < 2 * game.size * game.size) {
        // Two efforts, one per colour, as a level against another; chooseMove throws on an illegal move.
        const iterations = game.toPlay === 'black' ? 150 : 40;
        game.playMove(await chooseMove(game, { iterations, seed: seed * 1000 + game.moves.length }));
      }
      assert.ok(game.result !== null, `game ${seed} ended`);
    }
  });
});

describe('Gonnect tree nodes: the one point that stops a connection', () => {
  /** `mustPlay` on a 9×9 setup with Black to move, as points (null: no restriction). */
  function forced(black: string, white: string): string[] | null {
    const game = new Gonnect({ size: 9, swap: false, setup: { black: black.split(' '), white: white.split(' '), toPlay: 'black' } });
    const { base, cells } = legalCells(game);
    return mustPlay(base, cells)?.map((cell) => game.pointAt(base.indexAt(cell))) ?? null;
  }
  const column = 'E1 E2 E3 E4 E6 E7 E8 E9';

  it('keeps only the point where the opponent would connect next', () => {
    assert.deepEqual(forced('A5 B5', column), ['E5']);
  });

  it('leaves every move when the side to move connects first, when there is no threat, or two', () => {
    assert.equal(forced('A1 A2 A3 A4 A6 A7 A8 A9', column), null);
    assert.equal(forced('A5', 'E1 E2 E3 E7 E8 E9'), null);
    assert.equal(forced('A5', `${column} B1 B2 B3 B4 B6 B7 B8 B9`), null);
  });
});
