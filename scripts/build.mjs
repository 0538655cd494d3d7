// npm run build: dist/index.js and dist/engine.js, dist/embed.js, type declarations.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
const steps = [
  ['node_modules/vite/bin/vite.js', 'build'],
  ['node_modules/vite/bin/vite.js', 'build', '--mode', 'embed'],
  ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'],
];
for (const args of steps) {
  const { status } = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
