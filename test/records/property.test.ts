// Property test: seeded random games of both kinds (several sizes, with and without a
// setup, Gonnect with and without the pie rule and with swaps) written in every format
// that can hold them and read back give the same moves, position and result; an
// independent SGF reader (@sabaki/sgf) sees the same stones in our SGF.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import sgf, { type SabakiNode } from '@sabaki/sgf';
import type { Connect6 } from '../../src/engine/connect6.js';
import type { Gonnect } from '../../src/engine/gonnect.js';
import {
  canExpress,
  gameFromRecord,
  loadRecord,
  parseRecord,
  RECORD_FORMATS,
  recordFromGame,
  stringifyRecord,
  type RecordExtras,
} from '../../src/records/index.js';
import { assertSameGame, random, randomGame } from './helpers.js';

/** Games per board size and game; `RECORD_GAMES=200` for a deeper local run. */
const GAMES = Number(process.env.RECORD_GAMES ?? 30);
const SIZES = { gonnect: [5, 7, 9, 13, 19, 25], connect6: [6, 7, 9, 13, 19, 25] } as const;

/** What the run saw, so that a vacuous run fails. */
const seen = { games: 0, setups: 0, swaps: 0, noPie: 0, results: 0, byFormat: { sgf: 0, moves: 0, list: 0 }, sabaki: 0, ignored: 0 };

/** Names with characters SGF must escape, sometimes. */
function randomExtras(rnd: () => number): RecordExtras {
  if (rnd() < 0.5) return {};
  return { players: { black: 'Ann ]\\ Lee', white: 'Бob' }, event: 'Cup [final]', source: 'https://example.org/a]b' };
}

/** Our point from an SGF Go point, written here independently of the code under test. */
function fromSgf(value: string, size: number): string {
  const col = value.charCodeAt(0) - 97;
  const row = size - (value.charCodeAt(1) - 97);
  return `${'ABCDEFGHJKLMNOPQRSTUVWXYZ'[col]}${row}`;
}

/** The main line of a tree parsed by @sabaki/sgf. */
function sabakiLine(text: string): SabakiNode[] {
  const nodes = [sgf.parse(text)[0]!];
  while (nodes[nodes.length - 1]!.children.length > 0) nodes.push(nodes[nodes.length - 1]!.children[0]!);
  return nodes;
}

/** @sabaki/sgf reads our Gonnect SGF: AB/AW are the setup, B/W the stones played, SWAP[] nodes the swaps. */
function checkWithSabaki(game: Gonnect, text: string): void {
  const [root, ...rest] = sabakiLine(text);
  const size = Number(root!.data.SZ![0]);
  assert.deepEqual((root!.data.AB ?? []).map((v) => fromSgf(v, size)).sort(), [...game.setup.black].sort());
  assert.deepEqual((root!.data.AW ?? []).map((v) => fromSgf(v, size)).sort(), [...game.setup.white].sort());
  const played = rest.map(({ data }) => (data.SWAP ? 'swap' : fromSgf((data.B ?? data.W)![0]!, size)));
  assert.deepEqual(played, game.moves);
  assert.ok(
    rest.every(({ data }) => !(data.SWAP && (data.B || data.W))),
    'a swap node holds no stone',
  );
  seen.sabaki++;
}

/** Our point from a Little Golem point (`j10` is K10), written here independently of the code under test. */
function fromLg(value: string): string {
  return `${'ABCDEFGHJKLMNOPQRSTUVWXYZ'[value.charCodeAt(0) - 97]}${value.slice(1)}`;
}

/** @sabaki/sgf reads our Little Golem SGF: one B or W node per turn, whose values hold the stones in order. */
function checkLgWithSabaki(game: Connect6, text: string): void {
  const [, ...turns] = sabakiLine(text);
  const stones = turns.flatMap(({ data }) => (data.B ?? data.W)![0]!.match(/[a-z][0-9]+/g)!.map(fromLg));
  assert.deepEqual(stones, game.moves);
  seen.sabaki++;
}

/** Every format that can hold the game: write, read back, replay, compare. */
function checkFormats(game: Gonnect | Connect6, rnd: () => number, where: string): void {
  const record = recordFromGame(game, randomExtras(rnd));
  for (const format of RECORD_FORMATS) {
    // The list formats hold the moves only; with the board size given, any size works.
    const sizeGiven = format !== 'sgf' && canExpress({ ...record, size: record.kind === 'gonnect' ? 13 : 19 }, format);
    if (!canExpress(record, format) && !sizeGiven) continue;
    const text = stringifyRecord(record, format);
    const read = parseRecord(text, game.kind, format === 'sgf' ? undefined : game.size);
    if (format === 'sgf') assert.deepEqual(read, record, `${where}: sgf record`);
    assertSameGame(gameFromRecord(read).game, game, `${where}: ${format}`);
    seen.byFormat[format]++;
    if (format === 'sgf' && game.kind === 'gonnect') checkWithSabaki(game, text);
    if (format === 'sgf' && game.kind === 'connect6') checkLgWithSabaki(game, text);
  }
}

/** A Connect6 game won by the first stone of a turn, written with one more stone: loads the same game and names the stone. */
function checkIgnoredStone(game: Connect6, where: string): void {
  const free = Array.from({ length: game.size * game.size }, (_, i) => game.pointAt(i)).find((p) => game.at(p) === null);
  if (free === undefined) return;
  const record = recordFromGame(game);
  const text = stringifyRecord({ ...record, moves: [...record.moves, free] }, 'sgf');
  const loaded = loadRecord(text, 'connect6');
  assert.deepEqual(loaded.ignored?.moves, [free], `${where}: ignored`);
  assertSameGame(loaded.game, game, `${where}: ignored stone`);
  seen.ignored++;
}

/** Whether the game was won by the first stone of a two-stone turn (the stone after it would complete the turn). */
function wonMidTurn(game: Connect6): boolean {
  return game.result !== null && game.result.winner !== null && game.stonesLeft === 1;
}

test('random games read back the same from every format that can hold them', () => {
  const rnd = random(2026);
  for (const kind of ['gonnect', 'connect6'] as const) {
    for (const size of SIZES[kind]) {
      for (let n = 0; n < GAMES; n++) {
        const seed = Math.floor(rnd() * 2 ** 31);
        // Whole games on small boards; on large boards mostly a cut of a game.
        const maxMoves = size <= 9 || rnd() < 0.2 ? undefined : Math.floor(rnd() * 160);
        const game = randomGame({ kind, size, ...(maxMoves === undefined ? {} : { maxMoves }) }, seed);
        const where = `${kind} ${size}×${size} seed ${seed}`;
        checkFormats(game, rnd, where);
        if (game.kind === 'connect6' && wonMidTurn(game)) checkIgnoredStone(game, where);
        seen.games++;
        if (game.setup.black.length + game.setup.white.length > 0) seen.setups++;
        if (game.moves.includes('swap')) seen.swaps++;
        if (game.kind === 'gonnect' && !game.swapAllowed) seen.noPie++;
        if (game.result) seen.results++;
      }
    }
  }
  assert.ok(seen.setups > 20 && seen.swaps > 20 && seen.noPie > 20 && seen.results > 50, JSON.stringify(seen));
  assert.ok(seen.byFormat.moves > 50 && seen.byFormat.list > 20 && seen.sabaki > 300 && seen.ignored > 5, JSON.stringify(seen));
});
