import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { prerender, renderSvg } from '../../src/svg/index.js';
import { boardContent } from '../../src/svg/board-content.js';

/** What prerender puts inside a board of these attributes (in English). */
function content(tag: string, attributes: Record<string, string>, language: 'en' | 'es' | 'ru' = 'en'): string {
  return boardContent(tag, new Map(Object.entries(attributes)), { language })!;
}

const PAGE = `<!doctype html>
<p>A diagram:</p>
<gonnect-board readonly size="9" black="D4 E5" white='F6' marks="D4:A" region="A1-F6"></gonnect-board>
<connect6-board size="9" moves="E5"></connect6-board>
<connect6-board readonly size=9 moves="E5 D4 D5" no-coordinates>old content</connect6-board>
<gonnect-board readonly record="(;GM[1])"></gonnect-board>`;

describe('prerender', () => {
  const out = prerender(PAGE);

  it("puts each read-only board's picture inside it, replacing what it held", () => {
    const attributes = { readonly: '', size: '9', black: 'D4 E5', white: 'F6', marks: 'D4:A', region: 'A1-F6' };
    const gonnect = content('gonnect-board', attributes);
    assert.ok(gonnect.includes(renderSvg({ game: 'gonnect', size: '9', black: 'D4 E5', white: 'F6', marks: 'D4:A', region: 'A1-F6' })));
    assert.ok(
      out.includes(`<gonnect-board readonly size="9" black="D4 E5" white='F6' marks="D4:A" region="A1-F6">${gonnect}</gonnect-board>`),
    );
    const connect6 = content('connect6-board', { readonly: '', size: '9', moves: 'E5 D4 D5', 'no-coordinates': '' });
    assert.ok(connect6.includes(renderSvg({ game: 'connect6', size: '9', moves: 'E5 D4 D5', noCoordinates: true })));
    assert.ok(out.includes(`<connect6-board readonly size=9 moves="E5 D4 D5" no-coordinates>${connect6}</connect6-board>`));
    assert.ok(!out.includes('old content'));
  });

  it('puts in playable boards and boards read from a record too', () => {
    assert.ok(
      out.includes(`<connect6-board size="9" moves="E5">${content('connect6-board', { size: '9', moves: 'E5' })}</connect6-board>`),
    );
    assert.ok(
      out.includes(
        `<gonnect-board readonly record="(;GM[1])">${content('gonnect-board', { readonly: '', record: '(;GM[1])' })}</gonnect-board>`,
      ),
    );
    assert.equal(out.match(/<svg /g)!.length, 4);
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
  const SVG = content('gonnect-board', { readonly: '', size: '9', black: 'E5' });

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
    assert.ok(out.startsWith(`\ufeff<!DOCTYPE html>\r\n<p>\ud83d\ude00 caf\u00e9 &amp; co</p>\r\n${start}<div class="gc-prerendered"`));
    assert.ok(out.endsWith('</svg></div></Gonnect-Board  >\r\n<p>after</p>'));
    assert.equal(prerender(out), out);
  });

  it('reads attributes as a browser does: references decoded, the first of a name given twice', () => {
    const page = '<gonnect-board readonly size="9" black="E&#53;" black="A1" marks="E5:&lt;&amp;"></gonnect-board>';
    const out = prerender(page);
    assert.equal(
      out,
      filled(
        page,
        page.slice(0, page.indexOf('>') + 1),
        content('gonnect-board', { readonly: '', size: '9', black: 'E5', marks: 'E5:<&' }),
      ),
    );
  });

  it('finds boards in a table, a template, a fragment with no html or body, and a board inside a board once', () => {
    const table = `<table><tr><td>${BOARD}</td></tr></table>`;
    assert.equal(prerender(table), table.replace('></gonnect-board>', `>${SVG}</gonnect-board>`));
    const template = `<template><div>${BOARD}</div></template>`;
    assert.equal(prerender(template), template.replace('></gonnect-board>', `>${SVG}</gonnect-board>`));
    const nested = '<connect6-board readonly size="9"><gonnect-board readonly size="9"></gonnect-board></connect6-board>';
    assert.equal(
      prerender(nested),
      `<connect6-board readonly size="9">${content('connect6-board', { readonly: '', size: '9' })}</connect6-board>`,
    );
  });

  it('leaves a board with no end tag as it is, and says why', () => {
    const warnings: string[] = [];
    const page = '<div><gonnect-board readonly size="9"></div><p>after</p>';
    assert.equal(prerender(page, { warn: (message) => warnings.push(message) }), page);
    assert.deepEqual(warnings, [
      'gonnect-board: it has no end tag </gonnect-board>, so where its content ends is unknown; it is left as it is.',
    ]);
  });

  it("is what the browser test's pages are made of: boardContent between the tags", () => {
    const page = '<gonnect-board readonly size="9" black="D4" white="E5"></gonnect-board>';
    const inside = content('gonnect-board', { readonly: '', size: '9', black: 'D4', white: 'E5' });
    assert.equal(prerender(page), `<gonnect-board readonly size="9" black="D4" white="E5">${inside}</gonnect-board>`);
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

  it("reads a board's relative src beside the page (with the package built)", (context) => {
    if (!existsSync('dist/svg.js') || !readFileSync('dist/svg.js', 'utf8').includes('readSource'))
      return context.skip('dist/svg.js is not built');
    const folder = mkdtempSync(join(tmpdir(), 'prerender-'));
    try {
      mkdirSync(join(folder, 'games'));
      writeFileSync(join(folder, 'games', 'set.sgf'), readFileSync('demo/problems/problem-set.sgf', 'utf8'));
      const page = '<gonnect-board src="games/set.sgf"></gonnect-board><gonnect-board src="https://example.org/x.sgf"></gonnect-board>';
      writeFileSync(join(folder, 'page.html'), page);
      const run = spawnSync(process.execPath, ['bin/gonnect-connect6.mjs', 'prerender', join(folder, 'page.html')], { encoding: 'utf8' });
      assert.equal(run.status, 0, run.stderr);
      assert.match(run.stdout, /<span>Problem 1 of 14 · solved: 0<\/span>/);
      assert.ok(run.stdout.endsWith('<gonnect-board src="https://example.org/x.sgf"></gonnect-board>'));
      assert.match(run.stderr, /"https:\/\/example\.org\/x\.sgf" cannot be read here/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('says how to call it when called wrong', () => {
    const run = spawnSync(process.execPath, ['bin/gonnect-connect6.mjs'], { encoding: 'utf8' });
    assert.equal(run.status, 2);
    assert.match(run.stderr, /usage: gonnect-connect6 prerender/);
  });
});

describe('prerender: what a playable board, a problem and a record show', () => {
  /** The text of the page's parts under the picture, tags dropped: what a reader without script reads there. */
  function textUnder(page: string): string {
    return page
      .slice(page.indexOf('<div class="gc-prerendered"'))
      .replace(/<style>[\s\S]*?<\/style>|<svg[\s\S]*?<\/svg>|<button[\s\S]*?<\/button>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  }

  it("gives a playable board its picture, whose turn it is, and its rows' places", () => {
    const out = prerender('<gonnect-board size="9" moves="E5 swap"></gonnect-board>');
    assert.ok(out.includes(renderSvg({ game: 'gonnect', size: 9, moves: 'E5 swap' })));
    assert.match(textUnder(out), /^White to play \S.*swapped/);
    // The toolbar's row, the replay bar's and the move list, at the live board's sizes (its natural width: 44 px a line).
    assert.equal(out.match(/<div class="gc-row"><\/div>/g)!.length, 2);
    assert.match(
      out,
      /<ol class="gc-moves"><li><button type="button" disabled="disabled">1\. E5<\/button><\/li><li><button [^>]*aria-current="true">2\. /,
    );
    // A new game: the replay bar's place is kept, and no move list yet (the live board draws none before the first move).
    const fresh = prerender('<gonnect-board></gonnect-board>');
    assert.equal(fresh.match(/<div class="gc-row"><\/div>/g)!.length, 2);
    assert.doesNotMatch(fresh, /gc-moves"/);
    assert.match(out, /<div class="gc-prerendered" data-width="484">/);
    assert.match(out, /\{--_natural-width:484px\}/);
    const connect6 = prerender('<connect6-board size="13"></connect6-board>');
    assert.equal(textUnder(connect6), 'Black to play 1 stone left this turn');
    assert.match(connect6, /data-width="660"/);
  });

  it('says how a game ended, and a diagram with controls says so too', () => {
    const won = prerender('<connect6-board readonly controls size="9" moves="A1 A9 B9 B1 C1 A8 B8 D1 E1 A7 B7 F1"></connect6-board>');
    assert.match(textUnder(won), /^Black wins/);
    // A diagram without controls has the picture alone.
    assert.equal(textUnder(prerender('<connect6-board readonly size="9" moves="A1"></connect6-board>')), '');
  });

  it("gives a problem its task, in the board's language or its page's", () => {
    const board = '<gonnect-board size="7" black="E7 E6 E5 D3 D2 D1" white="D5" goal="connect" within="2"></gonnect-board>';
    assert.equal(textUnder(prerender(board)), 'Black to connect in 2 moves');
    const spanish = textUnder(prerender(`<html lang="es-AR"><body><div>${board}</div></body></html>`));
    const russian = textUnder(prerender(board.replace('<gonnect-board', '<gonnect-board lang="ru"')));
    assert.notEqual(spanish, 'Black to connect in 2 moves');
    assert.equal(
      spanish,
      content('gonnect-board', { size: '7', goal: 'connect', within: '2' }, 'es').replace(/<[^>]+>/g, '').length ? spanish : '',
    );
    assert.match(russian, /[а-я]/);
  });

  it('reads a record: the position at `ply` or the end, its marks and comment, as text', () => {
    const record = '(;FF[4]GM[1]SZ[9]RU[Gonnect]PB[Ann <i>];B[ee]C[A <b>quiet</b> & "safe" start]TR[ee];W[dd]C[Second])';
    const at = prerender(`<gonnect-board readonly record='${record.replace(/'/g, '&#39;')}' ply="1"></gonnect-board>`);
    assert.equal(textUnder(at), 'A &lt;b&gt;quiet&lt;/b&gt; &amp; &quot;safe&quot; start');
    assert.ok(!at.slice(at.indexOf('<div class="gc-prerendered"')).includes('<b>'));
    assert.match(at, /<circle cx="110" cy="110" r="9.4" class="black"/);
    assert.doesNotMatch(at, /cx="90" cy="130"/);
    assert.match(at, /class="mark on-black"/);
    const end = prerender(`<gonnect-board record='${record}'></gonnect-board>`);
    // A playable board also shows the header; the move list of a record's moves is not drawn (see README).
    assert.equal(textUnder(end), 'Black to play Black: Ann &lt;i&gt; Second');
  });

  it("reads a problem set from `src` when told how, and shows the problem `problem` names with the set's position", () => {
    const set = readFileSync('demo/problems/problem-set.sgf', 'utf8');
    const warnings: string[] = [];
    const page = '<gonnect-board src="problems/problem-set.sgf" problem="3"></gonnect-board>';
    assert.equal(prerender(page, { warn: (message) => warnings.push(message) }), page);
    assert.match(warnings[0]!, /"problems\/problem-set\.sgf" cannot be read here/);
    const out = prerender(page, { readSource: (src) => (src === 'problems/problem-set.sgf' ? set : null) });
    assert.equal(
      textUnder(out),
      'Black to connect in 2 moves Problem 3 of 14 · solved: 0 Game: Two ways through Black to connect in two moves. Look for a move after which Black has two ways to finish, so that one white stone cannot block both.',
    );
    // The set's buttons are there, unseen, to take the place they will take.
    assert.equal(out.match(/<button type="button" disabled="disabled" tabindex="-1">/g)!.length, 2);
  });

  it('leaves a board whose record cannot be read, and the rule text and editors, as they are', () => {
    const warnings: string[] = [];
    const pages = [
      '<gonnect-board record="(;GM[1]SZ[9];B[zz])"></gonnect-board>',
      '<gonnect-board view="rules"></gonnect-board>',
      '<gonnect-board edit size="9"></gonnect-board>',
    ];
    for (const page of pages) assert.equal(prerender(page, { warn: (message) => warnings.push(message) }), page);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, /^gonnect-board: The "record" attribute/);
  });

  it('gives the same page when run twice, playable boards, problems and records too', () => {
    const page = `<html lang="ru"><gonnect-board size="9" goal="connect" black="E5"></gonnect-board>
      <connect6-board record="(;FF[4]GM[511]SZ[13];B[gg])" controls readonly>x</connect6-board></html>`;
    const once = prerender(page);
    assert.equal(prerender(once), once);
  });
});
