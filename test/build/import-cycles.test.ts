// No import cycle anywhere in src/ (issue 31): checked with scripts/import-cycles.mjs (npm run
// cycles), which follows static imports, re-exports, import() and type-only imports of .ts
// files. A failure lists each cycle, with how each module imports the next.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { describeCycle, findCycles, importGraph } from '../../scripts/import-cycles.mjs';

const root = resolve(import.meta.dirname, '../..');

describe('the modules of src/', () => {
  it('import one another without a cycle', () => {
    const graph = importGraph(root, ['src']);
    assert.ok(graph.size > 100, `only ${graph.size} modules read in src/`);
    const cycles = findCycles(graph).map((cycle) => describeCycle(graph, cycle));
    assert.deepEqual(cycles, []);
  });
});
