// End-to-end check of the rule panel in the built dist/embed/embed.js: the rule text is not
// inside embed.js but in a chunk beside it, fetched only when a panel needs it, and the
// panel shows it with its diagrams. Needs `npm run build` first (scripts/test.mjs runs it).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { serveRepository, type Server } from '../../scripts/preview.js';
import { engines, launch, pageErrors, rulesSections, type E2EBrowser } from './driver.js';

let server: Server;

/** The built files that hold a language's rule text (their text has the rule sections; the UI strings' files have none). */
const RULE_TEXT_FILES = readdirSync('dist/embed').filter(
  (name) => /^(en|es|ru)-.*\.js$/.test(name) && readFileSync(`dist/embed/${name}`, 'utf8').includes('sections'),
);

before(async () => {
  server = await serveRepository();
});

after(async () => {
  await server?.close();
});

describe('the rule text with dist/embed/embed.js', () => {
  it('is not inside embed.js', () => {
    const embed = readFileSync('dist/embed/embed.js', 'utf8');
    const locale = JSON.parse(readFileSync('locales/en.json', 'utf8')) as { rules: { gonnect: { summary: string } } };
    const english = locale.rules.gonnect.summary;
    assert.ok(!embed.includes(english.slice(0, 40)), 'the English rule text is inside embed.js');
  });
});

for (const engine of engines()) {
  describe(`the rule panel with dist/embed/embed.js, in ${engine}`, () => {
    let browser: E2EBrowser;
    before(async () => (browser = await launch(engine)));
    after(async () => browser?.close());

    it('loads the language a panel needs on first use and shows every section with its diagrams', async () => {
      const page = await browser.newPage(1000, 900);
      try {
        await page.goto(`${server.url}/test/e2e/rules.html`);
        assert.ok((await rulesSections(page, '#page')) > 3);
        // Only the language shown: English rule text is fetched only when a caption is missing.
        // (The English board of the page fetches the later half of its UI strings with its
        // replay bar: those files are no rule text.)
        const fetched = await page.evaluate(
          () => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.split('/').pop() ?? ''),
          null,
        );
        const languages = fetched.filter((name) => RULE_TEXT_FILES.includes(name)).map((name) => name.slice(0, 2));
        assert.deepEqual([...new Set(languages)].sort(), ['es']);
        const figures = await page.evaluate(() => {
          const panel = document.querySelector('#page')!.shadowRoot!.querySelector('[part="rules"]')!;
          return [...panel.querySelectorAll('figure connect6-board')].map((board) => !!board.shadowRoot?.querySelector('svg[role="img"]'));
        }, null);
        assert.ok(figures.length >= 4 && figures.every(Boolean), `figures drawn: ${figures.join(', ')}`);
        await page.evaluate(
          () => (document.querySelector('#board')!.shadowRoot!.querySelector('[part~="rules-button"]') as HTMLElement).click(),
          null,
        );
        assert.ok((await rulesSections(page, '#board')) > 3);
        assert.deepEqual(await pageErrors(page), []);
      } finally {
        await page.close();
      }
    });
  });
}
