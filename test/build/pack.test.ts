// The package as a bundler user gets it before it is on npm: `npm pack` (which builds it,
// through the prepack script) and the tarball installed into a scratch project from npm's
// cache. There the headless entries run in plain Node (no DOM), the embed's folder is
// whole, the repository's own Vite bundles a page that imports the elements, and the
// README's React 18, React 19 and Vue snippets compile under `tsc --strict` against the
// installed package (React's and Vue's own types from the repository's node_modules).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { build } from 'vite';
import { readmeSnippets } from './readme-snippets.js';

const root = resolve(import.meta.dirname, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let scratch: string;
let app: string;

/** Runs npm with `args` in `cwd`; fails the test with npm's output when it fails. */
function runNpm(args: string[], cwd: string): void {
  // The settings of an `npm test` around this run (npm_config_*) must not reach these commands.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
  const run = spawnSync(npm, args, { cwd, env, encoding: 'utf8' });
  assert.equal(run.status, 0, `npm ${args.join(' ')}\n${run.stdout}\n${run.stderr}`);
}

/** Installs the tarball from npm's cache; `--prefer-offline` only when some dependency is not cached. */
function installOffline(tarball: string): void {
  const args = ['install', '--no-audit', '--no-fund', '--no-package-lock', tarball];
  try {
    runNpm(['--offline', ...args], app);
  } catch {
    runNpm(['--prefer-offline', ...args], app);
  }
}

before(() => {
  scratch = mkdtempSync(join(tmpdir(), 'pack-'));
  runNpm(['pack', '--pack-destination', scratch], root);
  const tarballs = readdirSync(scratch).filter((file) => file.endsWith('.tgz'));
  assert.equal(tarballs.length, 1, `tarballs: ${tarballs.join(', ')}`);
  app = join(scratch, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'scratch-app', private: true, type: 'module' }));
  installOffline(join(scratch, tarballs[0]!));
});

after(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

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
    const installed = join(app, 'node_modules/gonnect-connect6/dist/embed');
    assert.deepEqual(readdirSync(installed).sort(), readdirSync(join(root, 'dist/embed')).sort());
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

describe("the README's framework snippets, against the installed package", () => {
  test('compile under tsc --strict: React 19, React 18 with a ref, and the Vue template as Vue sees its props', () => {
    const { react19, react18, vue } = readmeSnippets(readFileSync(join(root, 'README.md'), 'utf8'));
    const fixture = join(app, 'frameworks');
    mkdirSync(fixture, { recursive: true });
    writeFileSync(join(fixture, 'react19.tsx'), react19);
    writeFileSync(join(fixture, 'react18.tsx'), react18);
    writeFileSync(join(fixture, 'vue.ts'), vue);
    // A value the unions refuse must fail to compile (an unused @ts-expect-error is an error too).
    writeFileSync(
      join(fixture, 'mistakes.tsx'),
      [
        "import type {} from 'gonnect-connect6/react';",
        '// @ts-expect-error: computer is black, white, both or none',
        'export const a = <gonnect-board computer="red" />;',
        '// @ts-expect-error: size is a number or its text',
        'export const b = <gonnect-board size="nine" />;',
        '// @ts-expect-error: theme is light or dark',
        'export const c = <connect6-board theme="blue" />;',
        'export const d = <connect6-board goal="six" numbers="all" level="3" within={2} ply="4" view="rules" />;',
        '',
      ].join('\n'),
    );
    const types = join(root, 'node_modules');
    const tsconfig = {
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        // The frameworks are not dependencies of the package: their types come from the repository.
        paths: {
          react: [join(types, '@types/react/index.d.ts')],
          'react/jsx-runtime': [join(types, '@types/react/jsx-runtime.d.ts')],
          vue: [join(types, 'vue/dist/vue.d.ts')],
        },
      },
      include: ['frameworks'],
    };
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
    const checked = spawnSync(process.execPath, [join(types, 'typescript/bin/tsc'), '-p', join(app, 'tsconfig.json')], {
      encoding: 'utf8',
    });
    assert.equal(checked.status, 0, checked.stdout + checked.stderr);
  });
});
