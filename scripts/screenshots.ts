// npm run screenshots: pictures of the demo as its readers meet it, for docs/ and the
// README (`blog` is demo/blog/post.html, boards pasted into a blog's column). Each page at 390 px (a phone: touch, twice the pixels) and at 1280 px (a desktop),
// the whole page, after its boards have drawn. Build first: `npm run build` and
// `vite build --mode demo`.
//   npx tsx scripts/screenshots.ts [--pages=play,problems,blog] [--out=docs]
import { resolve } from 'node:path';
import { launchChromium } from './browser.js';
import { serveRepository } from './preview.js';

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const pages = (arg('pages') ?? 'play,problems,blog').split(',');
const out = resolve(arg('out') ?? 'docs');

const VIEWPORTS = [
  { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { width: 1280, height: 900, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
] as const;

const server = await serveRepository();
const browser = await launchChromium();
try {
  for (const name of pages) {
    for (const { width, height, ...device } of VIEWPORTS) {
      const context = await browser.newContext({ viewport: { width, height }, ...device });
      const page = await context.newPage();
      await page.goto(`${server.url}/demo-dist/${name === 'blog' ? 'blog/post' : name}.html`);
      // Every board drawn: each one's updateComplete, then two frames for the paint.
      await page.evaluate(async () => {
        await customElements.whenDefined('gonnect-board');
        const boards = [...document.querySelectorAll<HTMLElement & { updateComplete: Promise<unknown> }>('gonnect-board, connect6-board')];
        await Promise.all(boards.map((board) => board.updateComplete));
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      });
      const path = `${out}/${name}-${width}.png`;
      await page.screenshot({ path, fullPage: true });
      console.log(path);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
