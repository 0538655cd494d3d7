// One config, three jobs:
//   `vite` (npm start)            serves the demo site from demo/;
//   `vite build`                  writes dist/index.js, dist/elements.js, dist/engine.js, dist/ai.js, dist/svg.js and dist/ssr.js
//                                 (lit and i18next stay imports);
//   `vite build --mode embed`     writes dist/embed/: embed.js, one self-contained minified module
//                                 (with the text of lit's html, svg and css templates minified
//                                 by @lit-labs/rollup-plugin-minify-html-literals), and the
//                                 files it loads on first use, nothing else: self-hosting is
//                                 copying that one folder (Vite's build manifest, which
//                                 `npm run size` reads, is moved out of it to dist/embed-manifest.json),
//                                 and the iframe page board.html with its script board.js;
//   `vite build --mode demo`      writes the demo site as static files to demo-dist/.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, minify, transformWithOxc, type Plugin, type UserConfig } from 'vite';
import { viteLocaleParts } from './scripts/locale-parts.mjs';
import { demoPartials } from './scripts/demo-partials.mjs';
import { demoPrerender } from './scripts/demo-prerender.mjs';

const root = import.meta.dirname;

/**
 * Moves Vite's build manifest (`build.manifest`: the chunk graph `npm run size` reads) out of
 * the build's folder to a file beside it, `<outDir>-manifest.json` (dist/embed-manifest.json),
 * so that the folder keeps only the files a page loads.
 */
function manifestBesideFolder(): Plugin {
  let outDir = '';
  return {
    name: 'manifest-beside-folder',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifest = join(outDir, '.vite/manifest.json');
      if (!existsSync(manifest)) return;
      renameSync(manifest, `${outDir}-manifest.json`);
      rmSync(join(outDir, '.vite'), { recursive: true });
    },
  };
}

/**
 * The iframe page of the embed's folder: `board.html` (src/board-page.html) and its script
 * `board.js` (src/board-page.ts, types stripped and minified on its own: it imports nothing,
 * the page loads embed.js before it), written beside embed.js.
 */
function boardPage(): Plugin {
  return {
    name: 'board-page',
    apply: 'build',
    async generateBundle() {
      const source = readFileSync(resolve(root, 'src/board-page.ts'), 'utf8');
      const { code } = await transformWithOxc(source, 'board-page.ts', { lang: 'ts' });
      const minified = await minify('board.js', code, { module: true, compress: true, mangle: true });
      if (minified.errors.length) this.error(`board.js: ${minified.errors.map((error) => error.message).join('; ')}`);
      this.emitFile({ type: 'asset', fileName: 'board.js', source: minified.code });
      this.emitFile({ type: 'asset', fileName: 'board.html', source: readFileSync(resolve(root, 'src/board-page.html'), 'utf8') });
    },
  };
}

/**
 * Files of the demo that its pages name in markup Vite does not read (a board's `src`),
 * written to the demo build as they are, at the same path: `problems/problem-set.sgf`.
 */
function demoFiles(files: string[]): Plugin {
  return {
    name: 'demo-files',
    apply: 'build',
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', fileName: file, source: readFileSync(resolve(root, 'demo', file)) });
    },
  };
}

export default defineConfig(async ({ command, mode }): Promise<UserConfig> => {
  const plugins = [viteLocaleParts()];
  // The package build writes into dist/, beside the embed's folder dist/embed/ and the type
  // declarations (scripts/build.mjs empties dist/ first).
  const dist = { outDir: resolve(root, 'dist'), emptyOutDir: false, target: 'es2022' };
  if (command === 'serve' || mode === 'demo') {
    return {
      // no-script.html runs no script: its diagrams are prerendered SVG. The Play and Problems
      // pages are prerendered too, so that they do not move while their boards' script loads.
      plugins: [
        ...plugins,
        demoPartials(resolve(root, 'demo/partials')),
        demoPrerender(['no-script.html', 'play.html', 'problems.html']),
        demoFiles(['problems/problem-set.sgf']),
      ],
      root: resolve(root, 'demo'),
      base: './',
      server: { host: 'localhost', port: 5173, fs: { allow: [root] } },
      build: {
        outDir: resolve(root, 'demo-dist'),
        emptyOutDir: true,
        rolldownOptions: {
          // Every page of the demo site.
          input: {
            ...Object.fromEntries(
              readdirSync(resolve(root, 'demo'))
                .filter((file) => file.endsWith('.html'))
                .map((file) => [file.slice(0, -5), resolve(root, 'demo', file)]),
            ),
            // frame.html's preview: the demo's copy of dist/embed/board.html (a page of no navigation).
            'frame/board': resolve(root, 'demo/frame/board.html'),
            // A blog post with boards pasted into it, styled by its own theme (a page of no navigation).
            'blog/post': resolve(root, 'demo/blog/post.html'),
          },
        },
      },
    };
  }
  if (mode === 'embed') {
    // Loaded only here: it brings TypeScript, an HTML and a CSS minifier, which the other jobs do not need.
    const { default: minifyTemplates } = await import('@lit-labs/rollup-plugin-minify-html-literals');
    return {
      // Our html, svg and css templates; a template it cannot read fails the build.
      plugins: [...plugins, minifyTemplates({ include: [`${root}/src/**/*.ts`], failOnError: true }), manifestBesideFolder(), boardPage()],
      // Nothing but the build's own files in the folder (the repository has no public/ files to copy).
      publicDir: false,
      build: {
        ...dist,
        outDir: resolve(root, 'dist/embed'),
        emptyOutDir: true,
        manifest: true,
        lib: { entry: resolve(root, 'src/embed.ts'), formats: ['es'], fileName: () => 'embed.js' },
        rolldownOptions: {
          preserveEntrySignatures: 'allow-extension',
          output: {
            minify: true,
            // Everything embed.js imports statically stays in it (one file, no import): without
            // this group Rolldown 1.2.19 moves a module the lazy chunks share with embed.js
            // (vocabulary.ts, values.ts) into a chunk of its own that embed.js would import.
            codeSplitting: { groups: [{ name: 'embed', tags: ['$initial'] }] },
          },
        },
      },
    };
  }
  return {
    plugins,
    build: {
      ...dist,
      minify: false,
      lib: {
        entry: {
          index: resolve(root, 'src/index.ts'),
          elements: resolve(root, 'src/elements.ts'),
          engine: resolve(root, 'src/engine/index.ts'),
          ai: resolve(root, 'src/ai/index.ts'),
          svg: resolve(root, 'src/svg/index.ts'),
          ssr: resolve(root, 'src/ssr/index.ts'),
        },
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rolldownOptions: { external: [/^lit(\/|$)/, /^i18next$/, /^@lit\//, /^parse5$/] },
    },
    // The computer player's worker is inlined into dist/ as a string (src/ai/browser.ts,
    // `?worker&inline`), which a bundler user's minifier does not touch: minified here, as in
    // the embed, it weighs what the embed's does (`npm run size` compares the two).
    worker: { rolldownOptions: { output: { minify: true } } },
  };
});
