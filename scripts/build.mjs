// npm run build: dist/index.js, dist/engine.js and dist/ai.js (with their chunks), the
// embed's folder dist/embed/ (embed.js and the files it loads on first use), type
// declarations in dist/types/, the Custom Elements Manifest (custom-elements.json), and
// from it the editors' completion data (dist/vscode.html-custom-data.json, dist/web-types.json).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
const steps = [
  ['node_modules/vite/bin/vite.js', 'build'],
  ['node_modules/vite/bin/vite.js', 'build', '--mode', 'embed'],
  ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'],
  ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--quiet', '--config', 'custom-elements-manifest.config.mjs'],
  // Editor completion, from that manifest: dist/vscode.html-custom-data.json and dist/web-types.json.
  ['scripts/editor-data.mjs'],
];
for (const args of steps) {
  const { status } = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
