// Record trees with the rules: every node of every line checked, refusals naming the move
// and the variation, setup changes in later nodes, the cursor that walks a tree with one
// game, and agreement with gameFromRecord on random main lines.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  gameAt,
  gameFromRecord,
  loadRecordTrees,
  parseRecordTrees,
  recordFromGame,
  replayTree,
  stringifyRecord,
  TreeCursor,
  treeFromRecord,
} from '../../src/records/index.js';
import { assertSameGame, randomGame, recordError } from './helpers.js';

const GONNECT_HEAD = '(;FF[4]GM[1]SZ[9]RU[Gonnect]';

/** Parses one tree and replays it, returning the refusal. */
function refusal(text: string) {
  return recordError(() => replayTree(parseRecordTrees(text)[0]!));
}

describe('replayTree', () => {
  it('refuses a move in a variation, naming its move number and the variation', () => {
    const error = refusal(`${GONNECT_HEAD};B[ee];W[cc](;B[gg])(;B[dd];W[dd]))`);
    assert.deepEqual([error.code, error.moveNumber, error.token], ['occupied', 4, 'D6']);
    assert.deepEqual(error.path, [0, 0, 1, 0]);
    assert.deepEqual(error.variations, [{ variation: 2, moveNumber: 3 }]);
    assert.match(error.message, /move 4, variation 2 at move 3/);
  });

  it('names every variation taken, nested ones included, and nothing on the main line', () => {
    const nested = refusal(`${GONNECT_HEAD};B[ee](;W[cc])(;W[gg](;B[cc])(;B[aa])(;B[bb];W[bb])))`);
    assert.deepEqual([nested.code, nested.moveNumber], ['occupied', 4]);
    assert.deepEqual(nested.variations, [
      { variation: 2, moveNumber: 2 },
      { variation: 3, moveNumber: 3 },
    ]);
    assert.deepEqual(nested.path, [0, 1, 2, 0]);
    const main = refusal(`${GONNECT_HEAD};B[ee];W[ee](;B[aa])(;B[bb]))`);
    assert.deepEqual([main.code, main.moveNumber, main.path, main.variations], ['occupied', 2, [0, 0], []]);
  });

  it('checks colours: a move by the side not to move, a swap where none is allowed', () => {
    const wrong = refusal(`${GONNECT_HEAD};B[ee](;W[cc])(;B[cc]))`);
    assert.deepEqual([wrong.code, wrong.moveNumber, wrong.variations], ['wrong-turn', 2, [{ variation: 2, moveNumber: 2 }]]);
    assert.equal(refusal(`${GONNECT_HEAD};B[ee];W[cc];SWAP[])`).code, 'swap-not-allowed');
    assert.equal(refusal('(;FF[4];B[j10];SWAP[])').code, 'swap-not-allowed');
  });

  it('numbers Connect6 turns, joins a turn split over nodes and refuses short or long turns', () => {
    const split = parseRecordTrees('(;FF[4];B[j10];W[j9];W[l11];B[k9l8])')[0]!;
    assert.deepEqual(replayTree(split).game.moves, ['K10', 'K9', 'M11', 'L9', 'M8']);
    const short = refusal('(;FF[4];B[j10](;W[j9l11])(;W[j9];B[k9l8]))');
    assert.deepEqual([short.code, short.moveNumber, short.variations], ['bad-turn', 2, [{ variation: 2, moveNumber: 2 }]]);
    const wrong = refusal('(;FF[4];B[j10];W[j9l11](;B[k9l8])(;W[k9l8]))');
    assert.deepEqual([wrong.code, wrong.moveNumber, wrong.path], ['wrong-turn', 3, [0, 0, 1]]);
    const occupied = refusal('(;FF[4];B[j10];W[j9l11](;B[k9l8])(;B[a1a2];W[a3a4];B[k1a2]))');
    assert.deepEqual(
      [occupied.code, occupied.moveNumber, occupied.token, occupied.variations],
      ['occupied', 5, 'A2', [{ variation: 2, moveNumber: 3 }]],
    );
  });

  it('leaves out the stone after a winning first stone at the end of a line, as gameFromRecord does', () => {
    const text = '(;FF[4];B[j10];W[a1b3];B[j11j12];W[c5d7];B[j13j14];W[e9f11];B[j15l11])';
    const { game, ignored } = replayTree(parseRecordTrees(text)[0]!);
    assert.equal(game.result?.winner, 'black');
    assert.deepEqual(ignored, { moveNumber: 7, moves: ['M11'] });
    const after = refusal(text.replace('B[j15l11])', 'B[j15l11];W[a9a10])'));
    assert.deepEqual([after.code, after.moveNumber], ['game-over', 7]);
  });

  it('goes on from a setup change in a later node, and refuses one the rules cannot stand', () => {
    const tree = parseRecordTrees(`${GONNECT_HEAD};B[ee];W[cc](;B[gg])(;AB[aa]AE[ee]PL[B]C[again];B[ab];W[ba]))`)[0]!;
    replayTree(tree);
    const { game } = gameAt(tree, [0, 0, 1, 0, 0]);
    assert.equal(game.at('A9'), 'black');
    assert.equal(game.at('E5'), null);
    assert.equal(game.at('C7'), 'white');
    assert.equal(game.toPlay, 'black');
    // A Gonnect setup whose chain has no liberties: White A9 inside Black B9 and A8.
    const dead = refusal(`${GONNECT_HEAD};B[ee](;W[cc])(;AB[ba][ab]AW[aa]))`);
    assert.deepEqual([dead.code, dead.moveNumber, dead.variations], ['no-liberties', 2, [{ variation: 2, moveNumber: 2 }]]);
  });

  it('agrees with gameFromRecord on the main line of random games of both kinds', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const kind = seed % 2 === 0 ? 'gonnect' : 'connect6';
      const played = randomGame({ kind, size: kind === 'gonnect' ? 7 : 9, maxMoves: 30 }, seed);
      const record = recordFromGame(played);
      const expected = gameFromRecord(record).game;
      assertSameGame(replayTree(treeFromRecord(record)).game, expected, `seed ${seed} (model)`);
      const [tree] = parseRecordTrees(stringifyRecord(record, 'sgf'), kind);
      assertSameGame(replayTree(tree!).game, expected, `seed ${seed} (SGF)`);
    }
  });
});

describe('loadRecordTrees', () => {
  it('reads and checks every tree of a collection, naming a refused Connect6 point as the file writes it', () => {
    const loaded = loadRecordTrees(`${GONNECT_HEAD};B[ee])(;FF[4];B[j10];W[j9l11])`);
    assert.deepEqual(
      loaded.map(({ tree, game }) => [tree.kind, game.moves.length]),
      [
        ['gonnect', 1],
        ['connect6', 3],
      ],
    );
    const error = recordError(() => loadRecordTrees('(;FF[4];B[j10](;W[j9l11])(;W[a1j10]))'));
    assert.deepEqual([error.code, error.moveNumber, error.token, error.path], ['occupied', 2, 'j10', [0, 1]]);
  });
});

describe('TreeCursor', () => {
  const tree = parseRecordTrees(`${GONNECT_HEAD};B[ee];W[cc](;B[gg];W[gc])(;B[dd]))`)[0]!;

  it('steps into continuations and back with one game', () => {
    const cursor = new TreeCursor(tree);
    assert.equal(cursor.down(), true);
    assert.equal(cursor.down(), true);
    assert.equal(cursor.down(1), true);
    assert.deepEqual(cursor.game.moves, ['E5', 'C7', 'D6']);
    assert.deepEqual([cursor.path, cursor.moveNumber], [[0, 0, 1], 3]);
    assert.equal(cursor.down(), false);
    assert.equal(cursor.up(), true);
    cursor.down(0);
    cursor.down(0);
    assert.deepEqual(cursor.game.moves, ['E5', 'C7', 'G3', 'G7']);
    cursor.goTo([0, 0, 1]);
    assert.deepEqual(cursor.game.moves, ['E5', 'C7', 'D6']);
    cursor.goTo([]);
    assert.deepEqual(cursor.game.moves, []);
    assert.equal(cursor.up(), false);
  });

  it('takes back a setup change by restoring the game it replaced', () => {
    const setup = parseRecordTrees(`${GONNECT_HEAD};B[ee];W[cc](;B[gg])(;AB[aa]AE[ee]PL[W];W[ab]))`)[0]!;
    const cursor = new TreeCursor(setup);
    cursor.goTo([0, 0, 1, 0]);
    assert.deepEqual([cursor.game.moves, cursor.game.at('A9'), cursor.game.at('E5'), cursor.moveNumber], [['A8'], 'black', null, 3]);
    cursor.goTo([0, 0, 0]);
    assert.deepEqual([cursor.game.moves, cursor.game.at('A9'), cursor.game.at('E5')], [['E5', 'C7', 'G3'], null, 'black']);
  });

  it('refuses a node that breaks the rules and stays where it was', () => {
    const bad = parseRecordTrees('(;FF[4];B[j10](;W[j9l11])(;W[a1j10]))')[0]!;
    const cursor = new TreeCursor(bad);
    cursor.down();
    const error = recordError(() => cursor.down(1));
    assert.deepEqual([error.code, error.moveNumber, error.token, error.path], ['occupied', 2, 'K10', [0, 1]]);
    assert.deepEqual(cursor.game.moves, ['K10']);
    assert.deepEqual(cursor.path, [0]);
    cursor.down(0);
    assert.deepEqual(cursor.game.moves, ['K10', 'K9', 'M11']);
  });
});
