// The repository's files over HTTP for the end-to-end checks and the render benchmark,
// through Vite's preview server: dist/, demo-dist/, test/e2e/*.html and bench/render/*
// keep the paths they have in the repository (`/dist/embed/embed.js`). Any other folder
// can be served the same way (`root`): the self-hosting check serves a copy of dist/embed/.
import { resolve } from 'node:path';
import { preview } from 'vite';

/** A running server: its origin (`'http://127.0.0.1:41234'`) and how to stop it. */
export interface Server {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves the repository root (or the folder `root`: `'/tmp/site-x1'`) on a free localhost
 * port, files as they are (no build, no transform). `headers` go on every file:
 * `{ 'content-security-policy': "default-src 'self'" }`. No CORS header is sent unless
 * `headers` holds one.
 */
export async function serveRepository(headers: Record<string, string> = {}, root = resolve(import.meta.dirname, '..')): Promise<Server> {
  const server = await preview({
    configFile: false,
    root,
    // Vite previews its build folder; here that is the served folder itself. (Vite warns
    // that a build there would overwrite the sources; nothing is built, hence 'error'.)
    build: { outDir: '.' },
    logLevel: 'error',
    // Every page is a file of its own: a missing one is a 404, never index.html.
    appType: 'mpa',
    preview: { host: '127.0.0.1', port: 0, strictPort: true, cors: false, headers },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview server gave no local URL');
  return { url: url.replace(/\/$/, ''), close: () => server.close() };
}
