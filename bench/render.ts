// npm run bench:render: how fast boards appear and answer, against a floor.
// Scenario 1: a page of 50 read-only 19×19 diagrams with 150 stones each, time until painted.
// Scenario 2: one playable 19×19 board with 150 stones, time from each of 25 clicks (one
// after another, on points checked to be legal) to the painted stone.
// Each scenario runs with <gonnect-board> (dist/embed.js) and with a minimal hand-written SVG
// board (bench/render/floor.js) in the same Chromium, on fresh pages, and prints medians,
// the 95th percentile of the click, and our figures as ratios of the floor's.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Gonnect } from '../src/engine/gonnect.js';
import { Rng } from '../src/engine/rng.js';
import { quantile } from './stats.js';
import { launchChromium, pageErrors } from '../scripts/browser.js';
import { serveRepository } from '../scripts/preview.js';

interface Stone {
  col: number;
  row: number;
  color: 'black' | 'white';
}

const SIZE = 19;
const STONES = 150;
const DIAGRAMS = 50;
const DIAGRAM_RUNS = Number(process.env.BENCH_DIAGRAM_RUNS ?? 9);
const CLICK_RUNS = Number(process.env.BENCH_CLICK_RUNS ?? 25);
const json = process.argv.includes('--json');

/** A position of random legal Gonnect moves holding exactly `count` stones, game not over. */
function position(seed: number, count: number): Stone[] {
  const rng = new Rng(seed);
  for (;;) {
    const game = new Gonnect({ size: SIZE, swap: false });
    let stones = 0;
    while (stones < count && !game.result) {
      const move = game.randomLegalMove(rng);
      if (move < 0) break;
      game.playIndex(move);
      stones = countStones(game);
    }
    if (stones === count && !game.result) {
      const out: Stone[] = [];
      for (let index = 0; index < SIZE * SIZE; index++) {
        const code = game.stoneAt(index);
        if (code) out.push({ col: index % SIZE, row: Math.floor(index / SIZE), color: code === 1 ? 'black' : 'white' });
      }
      return out;
    }
  }
}

function countStones(game: Gonnect): number {
  let n = 0;
  for (let index = 0; index < SIZE * SIZE; index++) if (game.stoneAt(index)) n++;
  return n;
}

/**
 * Points to click one after another on the playable board: each legal when its turn
 * comes and none ending the game, checked by playing them on the engine.
 */
function targets(stones: Stone[], count: number): Array<{ col: number; row: number }> {
  const name = ({ col, row }: { col: number; row: number }) => `${'ABCDEFGHJKLMNOPQRST'[col]}${row + 1}`;
  const list = (color: string) => stones.filter((s) => s.color === color).map(name);
  const game = new Gonnect({ size: SIZE, swap: false, setup: { black: list('black'), white: list('white') } });
  const chosen: Array<{ col: number; row: number }> = [];
  for (let index = 0; index < SIZE * SIZE && chosen.length < count; index++) {
    const point = { col: (index * 7) % SIZE, row: Math.floor(index / SIZE) };
    if (!game.isLegal(name(point))) continue;
    const next = game.clone();
    next.play(name(point));
    if (next.result) continue;
    game.play(name(point));
    chosen.push(point);
  }
  if (chosen.length < count) throw new Error('not enough target points');
  return chosen;
}

if (!existsSync('dist/embed.js')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: json ? 'ignore' : 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const positions = Array.from({ length: DIAGRAMS }, (_, i) => position(1000 + i, STONES));
const clickPosition = position(7, STONES);
const clickTargets = targets(clickPosition, CLICK_RUNS);
const server = await serveRepository();
const browser = await launchChromium();

async function freshPage(impl: string) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const errors = pageErrors(page);
  await page.goto(`${server.url}/bench/render/page.html?impl=${impl}`);
  await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true);
  if (errors.length) throw new Error(`${impl}: ${errors.join('\n')}`);
  return page;
}

// Diagram runs alternate between the two boards, so that a shared machine's slow spells
// fall on both alike; the clicks come after, one board then the other.
const IMPLS = ['floor', 'ours'] as const;
const diagramTimes: Record<string, number[]> = { floor: [], ours: [] };
for (let run = 0; run < DIAGRAM_RUNS; run++) {
  for (const impl of IMPLS) {
    const page = await freshPage(impl);
    diagramTimes[impl]!.push(await page.evaluate(([size, list]) => (window as any).bench.diagrams(size, list), [SIZE, positions] as const));
    await page.close();
  }
}
const figures: Record<string, { diagramsMs: number; clickMedianMs: number; clickP95Ms: number }> = {};
for (const impl of IMPLS) {
  // Clicks: one playable board, one click after another on it (the first one cold).
  const page = await freshPage(impl);
  await page.evaluate(([size, list]) => (window as any).bench.single(size, list), [SIZE, clickPosition] as const);
  for (const [n, point] of clickTargets.entries()) {
    const at = await page.evaluate(([size, p]) => (window as any).bench.center(size, p), [SIZE, point] as const);
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction((count) => (window as any).bench.clicks.length > count, n, { timeout: 5000 });
  }
  const clicks: number[] = await page.evaluate(() => (window as any).bench.clicks);
  await page.close();
  figures[impl] = {
    diagramsMs: Number(quantile(diagramTimes[impl]!, 0.5).toFixed(1)),
    clickMedianMs: Number(quantile(clicks, 0.5).toFixed(2)),
    clickP95Ms: Number(quantile(clicks, 0.95).toFixed(2)),
  };
}
await browser.close();
await server.close();

const floor = figures.floor!;
const ours = figures.ours!;
const ratios = {
  diagrams: Number((ours.diagramsMs / floor.diagramsMs).toFixed(2)),
  clickMedian: Number((ours.clickMedianMs / floor.clickMedianMs).toFixed(2)),
};
if (json) {
  console.log(JSON.stringify({ diagrams: DIAGRAMS, stones: STONES, size: SIZE, figures, ratios }));
} else {
  console.log(`${DIAGRAMS} read-only ${SIZE}×${SIZE} diagrams with ${STONES} stones; one playable board, click to paint`);
  console.log('                50 diagrams (median)   click→paint median   click→paint p95');
  for (const [name, f] of Object.entries(figures)) {
    console.log(`${name.padEnd(16)}${`${f.diagramsMs} ms`.padStart(20)}${`${f.clickMedianMs} ms`.padStart(21)}${`${f.clickP95Ms} ms`.padStart(18)}`);
  }
  console.log(`${'ours / floor'.padEnd(16)}${`${ratios.diagrams}×`.padStart(20)}${`${ratios.clickMedian}×`.padStart(21)}`);
}
