// scripts/import-cycles.mjs (npm run cycles) on a scratch tree: it follows static imports,
// re-exports, import() and type-only imports of .ts files, `./x.js` to x.ts and `./dir` to
// dir/index.ts, and lists each cycle once, from its first file; `runtime` leaves the
// type-only imports out. Whether src/ has a cycle is import-cycles.test.ts.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { describeCycle, findCycles, importGraph } from '../../scripts/import-cycles.mjs';

const FILES: Record<string, string> = {
  'src/a.ts': "import { b } from './b.js';\nexport const a = b + 1;\nexport type A = number;",
  'src/b.ts': "import type { A } from './a.js';\nexport const b: A = 1;",
  'src/c.ts': "export const load = () => import('./d.js');",
  'src/d.ts': "export { load } from './c.js';",
  'src/e.ts': "import './dir';\nimport data from '../data.json';\nimport { html } from 'lit';\nexport const e = [data, html];",
  'src/dir/index.ts': "import { e } from '../e.js';\nexport const f = e;",
  'src/g.ts': "import { a } from './a.js';\nimport { type B, c } from './h.js';\nexport const g: B = a + c;",
  'src/h.ts': "import { type G } from './g.js';\nexport type B = G;\nexport const c = 1;\nexport type { G };",
};

let root: string;

before(() => {
  root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(join(root, dirname(file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
});

after(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('npm run cycles (scripts/import-cycles.mjs)', () => {
  it('finds every cycle: static, through import(), through an index, and of types only', () => {
    const graph = importGraph(root, ['src']);
    const cycles = findCycles(graph);
    assert.deepEqual(cycles, [
      ['src/a.ts', 'src/b.ts'],
      ['src/c.ts', 'src/d.ts'],
      ['src/dir/index.ts', 'src/e.ts'],
      ['src/g.ts', 'src/h.ts'],
    ]);
    assert.deepEqual(
      cycles.map((cycle) => describeCycle(graph, cycle)),
      [
        'src/a.ts → src/b.ts → type src/a.ts',
        'src/c.ts ⇢ src/d.ts → src/c.ts',
        'src/dir/index.ts → src/e.ts → src/dir/index.ts',
        'src/g.ts → src/h.ts → type src/g.ts',
      ],
    );
  });

  it('leaves out the type-only imports when asked for the cycles at run time', () => {
    assert.deepEqual(findCycles(importGraph(root, ['src']), { runtime: true }), [
      ['src/c.ts', 'src/d.ts'],
      ['src/dir/index.ts', 'src/e.ts'],
    ]);
  });

  it('finds none in a tree without one', () => {
    assert.deepEqual(findCycles(importGraph(root, ['src/dir'])), []);
  });
});
