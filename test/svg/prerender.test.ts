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

describe('prerender reads HTML as HTML', () => {
  const BOARD = '<gonnect-board readonly size="9" black="E5"></gonnect-board>';
  const SVG = renderSvg({ game: 'gonnect', size: '9', black: 'E5' });

  /** The page with `content` put between the start tag and the end tag at the `n`th `marker` (from 0). */
  function filled(page: string, start: string, content: string, n = 0): string {
    let at = -1;
    for (let i = 0; i <= n; i++) at = page.indexOf(start, at + 1);
    assert.ok(at >= 0, `no ${start} in the page`);
    const from = at + start.length;
    const to = page.indexOf('</', from);
    return page.slice(0, from) + content + page.slice(to);
  }

  const notElements: [string, string][] = [
    ['a script', `<script>document.body.innerHTML = '${BOARD}';</script>`],
    ['a module script', `<script type="module">const board = \`${BOARD}\`;</script>`],
    ['a JSON script', `<script type="application/json">{"html": "${BOARD.replace(/"/g, '\\"')}"}</script>`],
    ['a style', `<style>/* ${BOARD} */ gonnect-board { display: block }</style>`],
    ['a textarea', `<textarea>${BOARD}</textarea>`],
    ['a title', `<title>${BOARD}</title>`],
    ['a comment', `<!-- ${BOARD} -->`],
    [
      'a comment that an old regular expression would cut',
      `<!-- <gonnect-board readonly size="9"> --><p>text</p><!-- </gonnect-board> -->`,
    ],
    ['a double-quoted attribute value', `<div data-example='${BOARD}'></div>`],
    ['a single-quoted attribute value', `<a title="${BOARD.replace(/"/g, "'")}">x</a>`],
    ['an unquoted attribute value', '<p class=<gonnect-board>x</p>'],
    ['an xmp element', `<xmp>${BOARD}</xmp>`],
    ['an SVG picture', `<svg><gonnect-board readonly size="9"></gonnect-board></svg>`],
    ['a CDATA-like text', `<p>&lt;gonnect-board readonly size="9"&gt;&lt;/gonnect-board&gt;</p>`],
  ];
  for (const [where, markup] of notElements) {
    it(`leaves a board written inside ${where} alone, and the page byte for byte`, () => {
      const page = `<!doctype html><html><head></head><body>\n${markup}\n${BOARD}\n</body></html>`;
      const out = prerender(page);
      assert.equal(out, filled(page, BOARD.slice(0, BOARD.indexOf('>') + 1), SVG, page.split(BOARD).length > 2 ? 1 : 0));
      assert.equal(out.split('<svg xmlns').length - 1, 1);
    });
  }

  it('replaces only what is between the tags: odd spacing, case, quotes, CRLF, a byte order mark and astral text stay as written', () => {
    const start = "<GONNECT-BOARD\r\n  ReadOnly   size = 9\tblack='E5' >";
    const page = `\ufeff<!DOCTYPE html>\r\n<p>\ud83d\ude00 caf\u00e9 &amp; co</p>\r\n${start}\r\nold <b>content</b>\r\n</Gonnect-Board  >\r\n<p>after</p>`;
    const out = prerender(page);
    const from = page.indexOf(start) + start.length;
    assert.equal(out, page.slice(0, from) + SVG + page.slice(page.indexOf('</Gonnect-Board')));
    assert.ok(out.startsWith(`\ufeff<!DOCTYPE html>\r\n<p>\ud83d\ude00 caf\u00e9 &amp; co</p>\r\n${start}<svg`));
    assert.ok(out.endsWith('</svg></Gonnect-Board  >\r\n<p>after</p>'));
    assert.equal(prerender(out), out);
  });

  it('reads attributes as a browser does: references decoded, the first of a name given twice', () => {
    const page = '<gonnect-board readonly size="9" black="E&#53;" black="A1" marks="E5:&lt;&amp;"></gonnect-board>';
    const out = prerender(page);
    assert.equal(
      out,
      filled(page, page.slice(0, page.indexOf('>') + 1), renderSvg({ game: 'gonnect', size: 9, black: 'E5', marks: 'E5:<&' })),
    );
  });

  it('finds boards in a table, a template, a fragment with no html or body, and a board inside a board once', () => {
    const table = `<table><tr><td>${BOARD}</td></tr></table>`;
    assert.equal(prerender(table), table.replace('></gonnect-board>', `>${SVG}</gonnect-board>`));
    const template = `<template><div>${BOARD}</div></template>`;
    assert.equal(prerender(template), template.replace('></gonnect-board>', `>${SVG}</gonnect-board>`));
    const nested = '<connect6-board readonly size="9"><gonnect-board readonly size="9"></gonnect-board></connect6-board>';
    assert.equal(prerender(nested), `<connect6-board readonly size="9">${renderSvg({ game: 'connect6', size: 9 })}</connect6-board>`);
    const inPlayable = `<connect6-board size="9">${BOARD}</connect6-board>`;
    assert.equal(prerender(inPlayable), inPlayable.replace('></gonnect-board>', `>${SVG}</gonnect-board>`));
  });

  it('leaves a board with no end tag as it is, and says why', () => {
    const warnings: string[] = [];
    const page = '<div><gonnect-board readonly size="9"></div><p>after</p>';
    assert.equal(prerender(page, { warn: (message) => warnings.push(message) }), page);
    assert.deepEqual(warnings, [
      'gonnect-board: it has no end tag </gonnect-board>, so where its content ends is unknown; it is left as it is.',
    ]);
  });

  it("is what the browser test's page is made of: the board's SVG between its tags", () => {
    const page = '<gonnect-board readonly size="9" black="D4" white="E5"></gonnect-board>';
    const picture = renderSvg({ game: 'gonnect', size: '9', black: 'D4', white: 'E5' });
    assert.equal(prerender(page), `<gonnect-board readonly size="9" black="D4" white="E5">${picture}</gonnect-board>`);
  });

  it('gives back a page with no board unchanged, whatever it holds', () => {
    for (const page of ['', 'plain text', '<p>unclosed <b>tags', '</gonnect-board>', '<gonnect-board', '\u0000<x-y>\r\n']) {
      assert.equal(prerender(page), page);
    }
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
