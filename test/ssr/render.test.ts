// Both elements render under @lit-labs/ssr in plain Node (no DOM but Lit's shim) to
// Declarative Shadow DOM, in every configuration a page may serve: a diagram, a playable
// board with moves, controls, share, rules, a region, numbers, a computer player, another
// language, a bad attribute. Nothing a board does while it is built or drawn may need a
// browser (window, document, matchMedia, localStorage). The hydration itself is checked
// in the browsers (test/e2e/ssr.test.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import '../../src/index.js';
import '../../src/ssr/index.js';

/** The page markup of one element with these attributes (values are test data, not page input). */
async function serverRender(tag: string, attributes: string): Promise<string> {
  const name = unsafeStatic(tag);
  const markup = unsafeStatic(attributes);
  return collectResult(render(staticHtml`<${name} ${markup}></${name}>`));
}

/** The markup without Lit's comments (the part markers hydration reads). */
const withoutMarkers = (page: string) => page.replace(/<!--[^]*?-->/g, '');

const CASES: [string, string, string][] = [
  ['gonnect-board', 'readonly size="9" black="C3 D4" white="E5" moves="F6 G7" marks="C3:triangle F6:A"', 'a diagram'],
  ['gonnect-board', 'size="9" moves="E5 swap D4"', 'a playable board after a swap'],
  ['connect6-board', 'size="13" moves="G7 H8 H9"', 'a playable Connect6 board'],
  [
    'connect6-board',
    'readonly controls share show-rules size="19" black="J10" region="F5-P15"',
    'a diagram with controls, share, rules and a region',
  ],
  ['gonnect-board', 'readonly size="9" moves="E5 D4 C3" numbers="all" theme="dark"', 'numbers and a theme'],
  ['gonnect-board', 'size="9" computer="white" level="2" lang="es"', 'a computer player, in Spanish'],
  ['connect6-board', 'size="3"', 'a bad attribute'],
  ['gonnect-board', 'view="rules"', 'the rule text only'],
];

describe('server-side rendering (@lit-labs/ssr)', () => {
  for (const [tag, attributes, name] of CASES) {
    it(`renders ${name} to a declarative shadow root`, async () => {
      const page = await serverRender(tag, attributes);
      assert.match(page, new RegExp(`^<!--lit-part [^>]*--><${tag}\\b`));
      assert.match(page, /<template shadowroot="open" shadowrootmode="open"><style>/);
      assert.match(page, new RegExp(`</template></${tag}>`));
    });
  }

  it('draws the setup and the played stones, as the browser does', async () => {
    const page = await serverRender('gonnect-board', 'readonly size="9" black="C3" moves="E5 D4"');
    // The setup stone in its layer, the played ones as circles (src/ssr/played-markup.ts).
    assert.match(page, /<path class="black" fill="url\(#b\)" d="M\S+/);
    const circles = [...page.matchAll(/<circle cx="(\d+)" cy="(\d+)" r="[\d.]+" class="(\w+)"/g)].map((match) => match.slice(1).join(' '));
    assert.deepEqual(circles.sort(), ['110 110 black', '90 130 white']);
  });

  it('says whose turn it is on a playable board', async () => {
    const page = withoutMarkers(await serverRender('connect6-board', 'size="13" moves="G7 H8 H9"'));
    assert.ok(page.includes('<span class="turn">Black to play</span>'));
    assert.ok(page.includes('<span>2 stones left this turn</span>'));
  });

  it('writes text from attributes as text', async () => {
    const page = withoutMarkers(await serverRender('gonnect-board', 'readonly size="9" marks="E5:&lt;b&gt;"'));
    assert.doesNotMatch(page, /<b>/);
    assert.match(page, /<text[^>]*>&lt;b&gt;<\/text>/);
  });

  it('renders the same for a template with bindings', async () => {
    const moves = 'E5 D4';
    const page = await collectResult(render(html`<gonnect-board size="9" moves=${moves}></gonnect-board>`));
    assert.equal((page.match(/<circle /g) ?? []).length, 2);
  });
});
