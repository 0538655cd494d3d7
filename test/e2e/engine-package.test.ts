// The built headless engine as Node users get it: `import ... from 'gonnect-connect6/engine'`
// resolves through package.json's exports to dist/engine.js, with its type declarations,
// and plays in plain Node (no tsx, no DOM), where an engine that reached for `window` or
// `document` would throw; the script also checks that importing and playing add no global.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const script = `
  const before = Object.getOwnPropertyNames(globalThis).sort().join();
  const engine = await import('gonnect-connect6/engine');
  const g = new engine.Gonnect({ size: 5, swap: false });
  for (const point of ['A1', 'B1', 'A2', 'B2', 'A3', 'B3', 'A4', 'B4']) g.play(point);
  const won = g.play('A5');
  const c = new engine.Connect6({ size: 19 });
  c.play('J10');
  const after = Object.getOwnPropertyNames(globalThis).sort().join();
  console.log(JSON.stringify({
    resolved: import.meta.resolve('gonnect-connect6/engine'),
    result: g.result,
    captured: won.captured,
    toPlay: c.toPlay,
    stonesLeft: c.stonesLeft,
    globalsAdded: after === before ? 0 : after.split(',').filter((name) => !before.split(',').includes(name)),
    window: typeof globalThis.window,
    document: typeof globalThis.document,
  }));
`;

describe("package export './engine' (built)", () => {
  it('names dist/engine.js and its type declarations', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { exports: Record<string, unknown> };
    assert.deepEqual(pkg.exports['./engine'], { types: './dist/types/engine/index.d.ts', default: './dist/engine.js' });
    assert.ok(existsSync('dist/engine.js'), 'dist/engine.js is built');
    assert.match(readFileSync('dist/types/engine/index.d.ts', 'utf8'), /export \{ Gonnect/);
  });

  it('imports and plays in plain Node, touching no DOM and adding no global', () => {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    const report = JSON.parse(out.trim()) as Record<string, unknown>;
    assert.match(String(report.resolved), /\/dist\/engine\.js$/);
    assert.deepEqual(report.result, { winner: 'black', reason: 'connection', stones: ['A1', 'A2', 'A3', 'A4', 'A5'] });
    assert.deepEqual(report.captured, []);
    assert.equal(report.toPlay, 'white');
    assert.equal(report.stonesLeft, 2);
    assert.equal(report.globalsAdded, 0);
    assert.equal(report.window, 'undefined');
    assert.equal(report.document, 'undefined');
  });
});
