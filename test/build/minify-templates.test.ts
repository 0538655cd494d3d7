// The embed build's template minifier (scripts/minify-templates.mjs): it collapses the
// indentation inside html, svg and css templates and changes nothing else.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
// @ts-expect-error: a plain ES module without types
import { minifyTemplates } from '../../scripts/minify-templates.mjs';

const minify = minifyTemplates as (source: string) => string;

describe('minifyTemplates', () => {
  it('collapses the line breaks and indentation of an html template to one space', () => {
    const source = 'const t = html`\n  <div class="a">\n    ${x}\n  </div>\n`;';
    assert.equal(minify(source), 'const t = html` <div class="a"> ${x} </div> `;');
  });

  it('keeps the spaces of a line and the expressions between the pieces of text', () => {
    const source = 'html`<p>Black  to play ${a ? "x" : "y"} and\n   win</p>`';
    assert.equal(minify(source), 'html`<p>Black  to play ${a ? "x" : "y"} and win</p>`');
  });

  it('minifies templates nested in the expressions of another', () => {
    const source = 'html`<ul>\n  ${items.map((i) => html`\n    <li>${i}</li>\n  `)}\n</ul>`';
    assert.equal(minify(source), 'html`<ul> ${items.map((i) => html` <li>${i}</li> `)} </ul>`');
  });

  it('drops the spaces next to a css template\'s braces, semicolons, commas and colons', () => {
    const source = 'css`\n  :host {\n    display: block;\n    font-family: a, b;\n  }\n  .x > .y { color: red; }\n`';
    assert.equal(minify(source), 'css` :host{display:block;font-family:a,b;}.x > .y{color:red;}`');
  });

  it('leaves untagged templates, strings and comments alone, backticks in them included', () => {
    const source = [
      'const a = "`html` {";',
      "const b = '\\' `';",
      '// a comment with html` in it',
      '/* and css` here { */',
      'const c = `line one\n  line two ${html`\n  <b></b>`}`;',
    ].join('\n');
    const expected = source.replace('html`\n  <b></b>`', 'html` <b></b>`');
    assert.equal(minify(source), expected);
  });

  it('refuses a source that ends inside a template or a block', () => {
    assert.throws(() => minify('html`<div>'), /ends inside/);
    assert.throws(() => minify('function f() { return html`<b></b>`;'), /ends inside/);
  });

  it('minifies the board styles, changing nothing but whitespace', () => {
    const source = readFileSync(new URL('../../src/components/styles.ts', import.meta.url), 'utf8');
    const minified = minify(source);
    assert.ok(minified.length < source.length * 0.9, `${minified.length} of ${source.length} characters`);
    assert.equal(minified.replace(/\s+/g, ''), source.replace(/\s+/g, ''));
  });
});
