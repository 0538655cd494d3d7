import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { prerender, renderSvg } from '../../src/svg/index.js';

const PAGE = `<!doctype html>
<p>A diagram:</p>
<gonnect-board readonly size="9" black="D4 E5" white='F6' marks="D4:A" region="A1-F6"></gonnect-board>
<connect6-board size="9" moves="E5"></connect6-board>
<connect6-board readonly size=9 moves="E5 D4 D5" no-coordinates>old content</connect6-board>
<gonnect-board readonly record="(;GM[1])"></gonnect-board>`;

describe('prerender', () => {
  const out = prerender(PAGE);

  it("puts each read-only board's SVG inside it, replacing what it held", () => {
    const gonnect = renderSvg({ game: 'gonnect', size: '9', black: 'D4 E5', white: 'F6', marks: 'D4:A', region: 'A1-F6' });
    assert.ok(
      out.includes(`<gonnect-board readonly size="9" black="D4 E5" white='F6' marks="D4:A" region="A1-F6">${gonnect}</gonnect-board>`),
    );
    const connect6 = renderSvg({ game: 'connect6', size: '9', moves: 'E5 D4 D5', noCoordinates: true });
    assert.ok(out.includes(`<connect6-board readonly size=9 moves="E5 D4 D5" no-coordinates>${connect6}</connect6-board>`));
    assert.ok(!out.includes('old content'));
  });

  it('leaves playable boards and boards read from a record as they are', () => {
    assert.ok(out.includes('<connect6-board size="9" moves="E5"></connect6-board>'));
    assert.ok(out.includes('<gonnect-board readonly record="(;GM[1])"></gonnect-board>'));
    assert.equal(out.match(/<svg /g)!.length, 2);
  });

  it('gives the same page when run twice', () => {
    assert.equal(prerender(out), out);
  });

  it('reads character references in attributes', () => {
    const page = '<gonnect-board readonly size="9" marks="D4:&lt;&amp;"></gonnect-board>';
    assert.ok(prerender(page).includes('&lt;&amp;</text>'));
  });

  it('leaves a board it cannot read as it is, and says why', () => {
    const warnings: string[] = [];
    const page = '<gonnect-board readonly size="99"></gonnect-board>';
    assert.equal(prerender(page, { warn: (message) => warnings.push(message) }), page);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, /^gonnect-board: .*"size"/);
  });
});

describe('npx gonnect-connect6 prerender', () => {
  it('prerenders a page from stdin to stdout (with the package built)', (context) => {
    // The bin runs the built module: this test needs `npm run build` first.
    if (!existsSync('dist/svg.js') || !readFileSync('dist/svg.js', 'utf8').includes('prerender'))
      return context.skip('dist/svg.js is not built');
    const run = spawnSync(process.execPath, ['bin/gonnect-connect6.mjs', 'prerender', '-'], { input: PAGE, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout, prerender(PAGE));
  });

  it('says how to call it when called wrong', () => {
    const run = spawnSync(process.execPath, ['bin/gonnect-connect6.mjs'], { encoding: 'utf8' });
    assert.equal(run.status, 2);
    assert.match(run.stderr, /usage: gonnect-connect6 prerender/);
  });
});
