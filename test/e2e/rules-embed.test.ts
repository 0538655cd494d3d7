// End-to-end check of the rule panel in the built dist/embed.js: the rule text is not
// inside embed.js but in a chunk beside it, fetched only when a panel needs it, and the
// panel shows it with its diagrams. Needs `npm run build` first (scripts/test.mjs runs it).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium, pageErrors } from '../../scripts/browser.js';
import { serveRepository, type Server } from '../../scripts/preview.js';

let browser: Browser;
let server: Server;

before(async () => {
  server = await serveRepository();
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

describe('the rule text with dist/embed.js', () => {
  it('is not inside embed.js', () => {
    const embed = readFileSync('dist/embed.js', 'utf8');
    const english = JSON.parse(readFileSync('locales/en.json', 'utf8')).rules.gonnect.summary as string;
    assert.ok(!embed.includes(english.slice(0, 40)), 'the English rule text is inside embed.js');
  });

  it('loads the language a panel needs on first use and shows every section with its diagrams', async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    const errors = pageErrors(page);
    const chunks: string[] = [];
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (/^(en|es|ru)-.*\.js$/.test(name)) chunks.push(name.slice(0, 2));
    });
    await page.goto(`${server.url}/test/e2e/rules.html`);
    const sections = (selector: string) =>
      page.waitForFunction((sel) => {
        const panel = document.querySelector(sel)!.shadowRoot?.querySelector('[part="rules"]');
        return panel && !panel.hasAttribute('aria-busy') && panel.querySelectorAll('h3').length;
      }, selector);
    assert.ok(Number(await (await sections('#page')).jsonValue()) > 3);
    // Only the language shown: English is fetched only when a caption is missing.
    assert.deepEqual([...new Set(chunks)].sort(), ['es']);
    const figures = await page.evaluate(() => {
      const panel = document.querySelector('#page')!.shadowRoot!.querySelector('[part="rules"]')!;
      return [...panel.querySelectorAll('figure connect6-board')].map((board) => !!board.shadowRoot?.querySelector('svg[role="img"]'));
    });
    assert.ok(figures.length >= 4 && figures.every(Boolean), `figures drawn: ${figures}`);
    await page.evaluate(() => (document.querySelector('#board')!.shadowRoot!.querySelector('[part~="rules-button"]') as HTMLElement).click());
    assert.ok(Number(await (await sections('#board')).jsonValue()) > 3);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
