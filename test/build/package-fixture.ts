// The package as a user installs it, for the build tests (pack.test.ts, frameworks.test.ts):
// `npm pack` (which builds it, through the prepack script) into a scratch folder, and the
// tarball installed from there into scratch projects with no network: unpacked, its
// dependencies linked in from the repository's node_modules (which `npm ci` filled; npm's
// own offline install would need the registry's metadata, which `npm ci` does not cache).
// A project gets a framework (React 18, React 19, Vue) from the repository's node_modules
// the same way (linkModules), and is compiled with the repository's TypeScript or vue-tsc
// (typecheck).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

/** The repository's root. */
export const ROOT = resolve(import.meta.dirname, '../..');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs npm with `args` in `cwd`; fails the test with npm's output when it fails. */
export function runNpm(args: string[], cwd: string): void {
  // The settings of an `npm test` around this run (npm_config_*) must not reach these commands.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
  const run = spawnSync(npm, args, { cwd, env, encoding: 'utf8' });
  assert.equal(run.status, 0, `npm ${args.join(' ')}\n${run.stdout}\n${run.stderr}`);
}

/** The packed package in a scratch folder. */
export interface Tarball {
  /** The scratch folder holding the tarball, where the projects go: `/tmp/pack-x1`. */
  scratch: string;
  /** The tarball's path. */
  tarball: string;
  /** Removes the scratch folder. */
  remove(): void;
}

/** The lock that one test process at a time holds while it packs: a folder, made atomically, holding the process id. */
const PACK_LOCK = join(ROOT, 'node_modules/.cache/gonnect-pack.lock');

/**
 * Runs `fn` holding PACK_LOCK: node:test runs test files in parallel processes, and two
 * `npm pack`s would build into the same dist/ at once. A lock left by a process that
 * has ended is taken over.
 */
function holdingPackLock<T>(fn: () => T): T {
  mkdirSync(dirname(PACK_LOCK), { recursive: true });
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(PACK_LOCK);
      writeFileSync(join(PACK_LOCK, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!alive(PACK_LOCK)) rmSync(PACK_LOCK, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`${PACK_LOCK} is still held after 10 minutes`, { cause: error });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(PACK_LOCK, { recursive: true, force: true });
  }
}

/** Whether the process that holds `lock` still runs (a lock just made, its pid not yet written, counts as held). */
function alive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return true;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Packs the repository into a new scratch folder, `prefix` naming it (`'pack-'`). */
export function pack(prefix: string): Tarball {
  const scratch = mkdtempSync(join(tmpdir(), prefix));
  const remove = () => rmSync(scratch, { recursive: true, force: true });
  try {
    holdingPackLock(() => runNpm(['pack', '--pack-destination', scratch], ROOT));
    const tarballs = readdirSync(scratch).filter((file) => file.endsWith('.tgz'));
    assert.equal(tarballs.length, 1, `tarballs: ${tarballs.join(', ')}`);
    return { scratch, tarball: join(scratch, tarballs[0]!), remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * Makes the project `scratch/name` and installs the tarball into it as npm would, without
 * the network or npm's cache: the tarball unpacked into node_modules/gonnect-connect6, and
 * each of its dependencies (lit, i18next, parse5) linked in from the repository's
 * node_modules, which must hold the very version the package asks for. Returns its folder.
 */
export function install({ scratch, tarball }: Tarball, name: string): string {
  const app = join(scratch, name);
  const modules = join(app, 'node_modules');
  mkdirSync(modules, { recursive: true });
  const spec = `file:${relative(app, tarball)}`;
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: `scratch-${name}`, private: true, type: 'module', dependencies: { 'gonnect-connect6': spec } }),
  );
  // npm pack's tarball holds the package in a folder named package/.
  const unpacked = spawnSync('tar', ['-xzf', tarball, '-C', app], { encoding: 'utf8' });
  assert.equal(unpacked.status, 0, `tar -xzf ${tarball}\n${unpacked.stderr}`);
  renameSync(join(app, 'package'), join(modules, 'gonnect-connect6'));
  const pkg = readJson(join(modules, 'gonnect-connect6/package.json')) as { dependencies: Record<string, string> };
  for (const [dependency, version] of Object.entries(pkg.dependencies)) {
    const target = join(ROOT, 'node_modules', dependency);
    const found = existsSync(target) ? (readJson(join(target, 'package.json')) as { version: string }).version : 'nothing';
    assert.equal(found, version, `the package asks for ${dependency}@${version}; the repository's node_modules has ${found}`);
  }
  linkModules(
    app,
    Object.fromEntries(Object.keys(pkg.dependencies).map((dependency) => [dependency, join(ROOT, 'node_modules', dependency)])),
  );
  return app;
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * Makes `folder/node_modules/<name>` a link to `target` for each entry (`{ react:
 * '/repo/node_modules/react' }`), beside the installed package (after the install, which
 * would remove them). Node, TypeScript and Vite follow a link to its real path, so
 * react-dom finds the React beside it.
 */
export function linkModules(folder: string, links: Record<string, string>): void {
  for (const [name, target] of Object.entries(links)) {
    const path = join(folder, 'node_modules', name);
    mkdirSync(dirname(path), { recursive: true });
    symlinkSync(target, path, 'dir');
  }
}

/** The compiler options of the projects compiled here: strict, for a bundler, JSX for React's automatic runtime. */
export const STRICT_OPTIONS = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  jsx: 'react-jsx',
  strict: true,
  noEmit: true,
  // The package's declarations are checked too (a mistake in them fails the compile).
  skipLibCheck: false,
  types: [],
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
};

/**
 * Writes `folder/tsconfig.json` (STRICT_OPTIONS and `options`, over the files `include`)
 * and compiles it with the repository's TypeScript, or with vue-tsc (`'vue-tsc'`, which
 * also checks .vue files); fails the test with the compiler's output when it reports an error.
 */
export function typecheck(
  folder: string,
  include: string[],
  { options = {}, compiler = 'tsc' }: { options?: Record<string, unknown>; compiler?: 'tsc' | 'vue-tsc' } = {},
): void {
  const tsconfig = join(folder, 'tsconfig.json');
  writeFileSync(tsconfig, JSON.stringify({ compilerOptions: { ...STRICT_OPTIONS, ...options }, include }, null, 2));
  const bin = compiler === 'tsc' ? 'node_modules/typescript/bin/tsc' : 'node_modules/vue-tsc/bin/vue-tsc.js';
  const checked = spawnSync(process.execPath, [join(ROOT, bin), '-p', tsconfig], { encoding: 'utf8' });
  assert.equal(checked.status, 0, `${compiler} -p ${tsconfig}\n${checked.stdout}${checked.stderr}`);
}
