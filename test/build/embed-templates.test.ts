// The embed build minifies the text of our lit templates (vite.config.ts, `--mode embed`,
// through @lit-labs/rollup-plugin-minify-html-literals). The bundler's own minifier
// leaves template text alone, so without that plugin embed.js would keep the source's
// line breaks and indentation inside every html, svg and css template. This test builds
// the embed into a folder of its own (it runs before `npm run build` in npm test) and reads
// it; that the minified boards still draw and play is checked by test/e2e/ on dist/.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from 'vite';

/** A line break followed by indentation: `"\n    "`. */
const INDENTED_LINE = /\n[ \t]+/;
/** The start of an html, svg or css template: `` html` ``. */
const TEMPLATE_START = /\b(?:html|svg|css)`/;

/** Whether the text that opens some html, svg or css template of `source` holds an indented line. */
function hasIndentedTemplate(source: string): boolean {
  const afterTags = source.split(TEMPLATE_START).slice(1);
  return afterTags.some((rest) => INDENTED_LINE.test(rest.slice(0, rest.indexOf('`'))));
}

let outDir: string;
let embed: string;

before(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'embed-templates-'));
  await build({ configFile: 'vite.config.ts', mode: 'embed', logLevel: 'error', build: { outDir, manifest: false } });
  embed = readFileSync(join(outDir, 'embed.js'), 'utf8');
});

after(() => rmSync(outDir, { recursive: true, force: true }));

describe('the embed build', () => {
  it('starts from templates written over several indented lines', () => {
    // Without this the next test could pass for want of anything to minify.
    const folder = 'src/components';
    const indented = readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => hasIndentedTemplate(readFileSync(join(folder, file), 'utf8')));
    assert.ok(indented.length >= 3, `files with multi-line templates: ${indented.join(', ')}`);
  });

  it('writes embed.js with no line break followed by indentation anywhere, templates included', () => {
    assert.ok(embed.includes('customElements'), 'embed.js was built');
    const found = INDENTED_LINE.exec(embed);
    assert.equal(found, null, found ? `indented text: ${JSON.stringify(embed.slice(found.index - 40, found.index + 40))}` : '');
  });
});
