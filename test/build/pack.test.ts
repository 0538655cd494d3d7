// The package as a bundler user gets it before it is on npm: `npm pack` and the tarball
// installed into a scratch project from npm's cache (package-fixture.ts). There the
// headless entries run in plain Node (no DOM), the embed's folder is whole, and the
// repository's own Vite bundles a page that imports the elements. (frameworks.test.ts
// compiles and renders the README's React and Vue snippets against such an install.)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { build } from 'vite';
import { install, pack, ROOT, type Tarball } from './package-fixture.js';

let packed: Tarball;
let app: string;

before(() => {
  packed = pack('pack-');
  app = install(packed, 'app');
});

after(() => packed?.remove());

const NODE_SCRIPT = `
  const engine = await import('gonnect-connect6/engine');
  const { chooseMove } = await import('gonnect-connect6/ai');
  const game = new engine.Connect6({ size: 13 });
  game.play('G7');
  const move = await chooseMove(game, { level: 1 });
  console.log(JSON.stringify({
    engine: import.meta.resolve('gonnect-connect6/engine'),
    embed: import.meta.resolve('gonnect-connect6/embed'),
    legal: game.isLegal(move),
    document: typeof globalThis.document,
  }));
`;

describe('the packed package, installed from its tarball', () => {
  test('runs its engine and computer player in plain Node, without a DOM', () => {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', NODE_SCRIPT], { cwd: app, encoding: 'utf8' });
    const report = JSON.parse(out.trim()) as { engine: string; embed: string; legal: boolean; document: string };
    assert.match(report.engine, /\/node_modules\/gonnect-connect6\/dist\/engine\.js$/);
    assert.match(report.embed, /\/node_modules\/gonnect-connect6\/dist\/embed\/embed\.js$/);
    assert.equal(report.legal, true);
    assert.equal(report.document, 'undefined');
  });

  test('ships the embed folder as the build wrote it', () => {
    const embed = join(app, 'node_modules/gonnect-connect6/dist/embed');
    assert.deepEqual(readdirSync(embed).sort(), readdirSync(join(ROOT, 'dist/embed')).sort());
  });

  test("bundles with Vite into a page that defines both elements (lit and i18next from the app's node_modules)", async () => {
    writeFileSync(join(app, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script><gonnect-board></gonnect-board>');
    writeFileSync(join(app, 'main.js'), "import { GonnectBoard } from 'gonnect-connect6';\nconsole.log(GonnectBoard.name);\n");
    await build({ configFile: false, root: app, logLevel: 'error', build: { outDir: join(app, 'out') } });
    const assets = join(app, 'out/assets');
    const bundle = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    for (const name of ['gonnect-board', 'connect6-board']) assert.ok(bundle.includes(name), `${name} is not in the bundle`);
    assert.ok(readdirSync(join(app, 'node_modules')).includes('lit'), 'lit was installed as a dependency');
  });
});
