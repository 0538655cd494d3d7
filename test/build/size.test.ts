// scripts/size.mjs reads the embed's chunk graph from Vite's build manifest: a static import
// of another chunk by embed.js is refused, and every chunk the embed can load on first use
// (through import() or through another lazy chunk) is listed, each once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { embedGraph } from '../../scripts/size.mjs';

const ENTRY = { file: 'embed.js', src: 'src/embed.ts', isEntry: true };

describe('the embed chunk graph of npm run size', () => {
  it('lists the chunks loaded on first use, and those they load, once each', () => {
    const graph = embedGraph({
      'src/embed.ts': { ...ENTRY, dynamicImports: ['src/a.ts', 'src/b.ts'] },
      'src/a.ts': {
        file: 'a-1.js',
        src: 'src/a.ts',
        isDynamicEntry: true,
        imports: ['src/embed.ts', '_shared-2.js'],
        dynamicImports: ['src/b.ts'],
      },
      'src/b.ts': { file: 'b-3.js', src: 'src/b.ts', isDynamicEntry: true, imports: ['_shared-2.js'] },
      '_shared-2.js': { file: 'shared-2.js' },
    });
    assert.deepEqual(graph, {
      entry: 'embed.js',
      staticFiles: [],
      lazy: [
        { file: 'a-1.js', src: 'src/a.ts' },
        { file: 'b-3.js', src: 'src/b.ts' },
        { file: 'shared-2.js', src: '_shared-2.js' },
      ],
      problems: [],
    });
  });

  it("names a chunk that embed.js imports statically (a module split out of the embed), and the entry's CSS", () => {
    const graph = embedGraph({
      'src/embed.ts': { ...ENTRY, imports: ['_vocabulary-4.js'], css: ['embed.css'], dynamicImports: ['src/a.ts'] },
      '_vocabulary-4.js': { file: 'vocabulary-4.js' },
      'src/a.ts': { file: 'a-1.js', src: 'src/a.ts', isDynamicEntry: true, imports: ['_vocabulary-4.js'] },
    });
    assert.deepEqual(graph.staticFiles, ['vocabulary-4.js', 'embed.css']);
    assert.deepEqual(graph.lazy, [{ file: 'a-1.js', src: 'src/a.ts' }]);
    assert.deepEqual(graph.problems, []);
  });

  it('says when the manifest has no single entry or names a chunk it lacks', () => {
    assert.deepEqual(embedGraph({ 'src/embed.ts': { ...ENTRY, dynamicImports: ['src/gone.ts'] } }).problems, [
      'the manifest names src/gone.ts but has no chunk for it',
    ]);
    assert.deepEqual(embedGraph({}).problems, ['the manifest has 0 entries, not one']);
  });
});
