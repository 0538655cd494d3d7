import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderSvg, type SvgOptions } from '../../src/svg/index.js';
import { escapeXml } from '../../src/svg/markup.js';
import { allElements, parseXml, type XmlElement } from './xml.js';

/** The parsed picture of some options (it must be well-formed XML). */
function picture(options: SvgOptions): XmlElement {
  return parseXml(renderSvg(options));
}

/** The elements of a picture with a class: `withClass(svg, 'mark')`. */
function withClass(root: XmlElement, name: string): XmlElement[] {
  return allElements(root).filter((element) => (element.attributes.class ?? '').split(' ').includes(name));
}

/** How many circles a path draws (each stone or ring is one `M…a…a…`). */
function circles(path: XmlElement | undefined): number {
  return (path?.attributes.d ?? '').match(/M/g)?.length ?? 0;
}

describe('the well-formedness check', () => {
  it('refuses what is not well-formed XML', () => {
    for (const source of ['<svg><g></svg>', '<svg a="1" a="2"/>', '<svg>a & b</svg>', '<svg/><svg/>', '<svg x=1/>', '<svg>']) {
      assert.throws(() => parseXml(source), Error, source);
    }
    assert.equal(parseXml('<svg a="&lt;"><t>x&amp;y</t></svg>').children[0]!.text, 'x&y');
    for (const source of ['<svg>\u0001</svg>', '<svg>&#1;</svg>', '<svg a="\uffff"/>', '<svg>\ud800</svg>', '<svg>&#xFFFE;</svg>']) {
      assert.throws(() => parseXml(source), /XML cannot carry/, JSON.stringify(source));
    }
    assert.equal(parseXml('<svg>\t\n\r\ud83d\ude00</svg>').text, '\t\n\r\ud83d\ude00');
  });
});

describe('renderSvg', () => {
  it('draws a Gonnect diagram standalone: own xmlns, a title and a description, no script, style or outside reference', () => {
    const svg = picture({ game: 'gonnect', size: 9, black: 'D4 E5', white: 'F6', toPlay: 'black' });
    assert.equal(svg.name, 'svg');
    assert.equal(svg.attributes.xmlns, 'http://www.w3.org/2000/svg');
    assert.equal(svg.attributes.viewBox, '0 0 220 220');
    const [title, desc] = svg.children;
    assert.equal(title!.name, 'title');
    assert.equal(title!.text, 'Gonnect diagram, 9 by 9. Black to play');
    assert.equal(desc!.name, 'desc');
    assert.equal(desc!.text, 'Gonnect diagram, 9 by 9. Black stones: D4, E5. White stones: F6. Black to play');
    const elements = allElements(svg);
    assert.deepEqual(
      elements.filter(({ name }) => ['script', 'style', 'image', 'use', 'foreignObject'].includes(name)),
      [],
    );
    const ids = new Set(elements.map(({ attributes }) => attributes.id).filter(Boolean));
    for (const { attributes } of elements) {
      assert.equal(attributes.style, undefined);
      assert.equal(attributes.href ?? attributes['xlink:href'], undefined);
      for (const value of Object.values(attributes)) {
        for (const [, id] of value.matchAll(/url\(#([^)]+)\)/g)) assert.ok(ids.has(id), `url(#${id}) has no target`);
      }
    }
    assert.equal(circles(withClass(svg, 'black')[0]), 2);
    assert.equal(circles(withClass(svg, 'white')[0]), 1);
  });

  it('draws a Connect6 game: played stones as circles, both stones of the last turn marked, no turn in the title unless toPlay', () => {
    const svg = picture({ game: 'connect6', moves: 'J10 K10 K11 L12 L13' });
    assert.equal(svg.attributes.viewBox, '0 0 420 420');
    assert.equal(withClass(svg, 'played')[0]!.children.length, 5);
    // Black J10, White K10 K11, Black L12 L13: the last turn is Black's two stones.
    assert.equal(circles(withClass(svg, 'last')[0]), 2);
    assert.equal(svg.children[0]!.text, 'Connect6 diagram, 19 by 19.');
  });

  it('draws marks and labels, each in the tone of its point, labels as text (escaped)', () => {
    const source = renderSvg({ game: 'gonnect', size: 9, black: 'D4', marks: 'D4:triangle E5:circle F6:square G7:cross H8:<&>' });
    const svg = parseXml(source);
    const marks = withClass(svg, 'mark');
    assert.equal(marks.length, 5);
    assert.deepEqual(
      marks.map(({ attributes }) => attributes.class),
      ['mark on-black', 'mark on-wood', 'mark on-wood', 'mark on-wood', 'mark label on-wood'],
    );
    assert.deepEqual(
      marks.slice(0, 4).map(({ children }) => children[0]!.name),
      ['path', 'circle', 'rect', 'path'],
    );
    const label = marks[4]!.children.find(({ name }) => name === 'text')!;
    assert.equal(label.text, '<&>');
    assert.ok(source.includes('&lt;&amp;&gt;'));
    assert.ok(marks[4]!.children.some(({ attributes }) => attributes.class === 'backing'));
  });

  it('numbers moves (Gonnect) and turns (Connect6), the last N only when asked', () => {
    const gonnect = picture({ game: 'gonnect', size: 9, moves: 'E5 swap D4', numbers: 'all' });
    assert.deepEqual(
      withClass(gonnect, 'number').map(({ text }) => text),
      ['1', '3'],
    );
    const connect6 = picture({ game: 'connect6', size: 9, moves: 'E5 D4 D5 F6 F5', numbers: 2 });
    assert.deepEqual(
      withClass(connect6, 'number').map(({ text }) => text),
      ['2', '2', '3', '3'],
    );
    assert.equal(withClass(picture({ game: 'connect6', size: 9, moves: 'E5' }), 'number').length, 0);
  });

  it('shows the position at ply', () => {
    const svg = picture({ game: 'gonnect', size: 9, moves: 'E5 D4 C3', ply: 1 });
    assert.equal(withClass(svg, 'played')[0]!.children.length, 1);
  });

  it("draws only the region, with the whole board's coordinates", () => {
    const svg = picture({ game: 'gonnect', size: 9, region: 'C3-A1', black: 'B2 H8', marks: 'J9:A' });
    assert.equal(svg.attributes.viewBox, '0 120 100 100');
    assert.equal(circles(withClass(svg, 'black')[0]), 1);
    assert.equal(withClass(svg, 'mark').length, 0);
    // The rules see the whole board: H8 is still named in the description.
    assert.match(svg.children[1]!.text, /H8/);
  });

  it('takes the light look by default and the dark one with theme dark', () => {
    const wood = (svg: XmlElement) => withClass(svg, 'wood')[0]!.attributes.fill;
    assert.equal(wood(picture({ game: 'gonnect' })), '#dcb35c');
    assert.equal(wood(picture({ game: 'gonnect', theme: 'dark' })), '#b08a45');
    const dark = renderSvg({ game: 'gonnect', theme: 'dark' });
    assert.ok(!dark.includes('gc-light'), 'the dark paints have their own ids');
  });

  it('rings the winning chain (Gonnect) and line (Connect6), and says who won', () => {
    const gonnect = picture({ game: 'gonnect', size: 5, black: 'C1 C2 C3 C4 C5', white: 'A1 B2' });
    assert.equal(circles(withClass(gonnect, 'highlight')[0]), 5);
    assert.match(gonnect.children[0]!.text, /Black wins/);
    const connect6 = picture({ game: 'connect6', size: 9, black: 'A1 B1 C1 D1 E1 F1', white: 'A2 B2 C2 D2 E2' });
    assert.equal(circles(withClass(connect6, 'highlight')[0]), 6);
    assert.match(connect6.children[0]!.text, /six in a row/);
  });

  it('leaves out the coordinates with noCoordinates', () => {
    const svg = picture({ game: 'gonnect', size: 9, noCoordinates: true });
    assert.equal(withClass(svg, 'coord').length, 0);
    assert.equal(svg.attributes.viewBox, '0 0 190 190');
  });

  const bad: [string, SvgOptions, RegExp][] = [
    ['game', { game: 'chess' as 'gonnect' }, /^game: "chess"/],
    ['size', { game: 'gonnect', size: 'x' }, /"size".*"x"/],
    ['size range', { game: 'connect6', size: 30 }, /"size".*from 6 to 25/],
    ['black', { game: 'gonnect', size: 9, black: 'Z99' }, /"black".*"Z99"/],
    ['white', { game: 'gonnect', size: 9, black: 'D4', white: 'D4' }, /"white".*"D4"/],
    ['toPlay', { game: 'gonnect', toPlay: 'red' }, /"to-play".*"red"/],
    ['moves', { game: 'gonnect', size: 9, moves: 'E5 E5' }, /"moves".*move 2/],
    ['ply', { game: 'gonnect', size: 9, moves: 'E5', ply: 4 }, /"ply".*"4"/],
    ['marks', { game: 'gonnect', marks: 'D4:star' }, /"marks".*"D4:star"/],
    ['numbers', { game: 'gonnect', numbers: 'some' }, /"numbers".*"some"/],
    ['region', { game: 'gonnect', size: 9, region: 'A1' }, /"region".*"A1"/],
    ['region off the board', { game: 'gonnect', size: 9, region: 'A1-K10' }, /"region".*"K10" is off the board/],
    ['theme', { game: 'gonnect', theme: 'blue' as 'dark' }, /"theme".*"blue"/],
    ['an unknown option', { game: 'gonnect', colour: 'red' } as SvgOptions, /"colour" is not an option/],
  ];
  for (const [name, options, message] of bad) {
    it(`refuses a bad ${name} with an Error naming it`, () => {
      assert.throws(
        () => renderSvg(options),
        (error: unknown) => error instanceof Error && message.test(error.message),
      );
    });
  }

  // Labels XML cannot carry: a control character (but tab, line feed, carriage return, which
  // separate marks), U+FFFE, U+FFFF, a lone surrogate. A pair (an emoji) is one character and drawn.
  const unwritable: [string, string][] = [
    ['U+0000', 'A\u0000'],
    ['U+0001', '\u0001'],
    ['U+0008', 'x\u0008'],
    ['U+001F', '\u001f'],
    ['U+FFFE', '\ufffe'],
    ['U+FFFF', 'A\uffff'],
    ['a lone high surrogate', '\ud83d'],
    ['a lone low surrogate', 'a\ude00'],
  ];
  for (const [what, label] of unwritable) {
    it(`refuses a label holding ${what} as a bad mark, naming it`, () => {
      assert.throws(
        () => renderSvg({ game: 'gonnect', size: 9, marks: `E5:A D4:${label}` }),
        (error: unknown) =>
          error instanceof Error &&
          error.message ===
            `The "marks" attribute: "D4:${label}" is not a mark: its label holds a character that a picture in SVG cannot hold (a control character, U+FFFE, U+FFFF or a lone half of a surrogate pair).`,
      );
    });
  }

  it('draws every label it takes as well-formed XML: emoji, symbols, markup', () => {
    for (const label of ['\ud83d\ude00', '<&>', '"\'', '\u00e9\u0416\u4e2d', '\u200b', '\u007f', '\ufffd']) {
      const svg = picture({ game: 'gonnect', size: 9, marks: [`D4:${label}`] });
      const texts = withClass(svg, 'label').map(({ children }) => children.find(({ name }) => name === 'text')?.text);
      assert.deepEqual(texts, [label]);
    }
  });

  it('says it needs an options object when given none', () => {
    for (const [given, said] of [
      [null, 'null'],
      [undefined, 'undefined'],
      ['gonnect', 'a string'],
      [9, 'the number 9'],
      [['gonnect'], 'an array'],
    ] as const) {
      assert.throws(
        () => renderSvg(given as unknown as SvgOptions),
        (error: unknown) =>
          error instanceof TypeError &&
          error.message === `renderSvg needs an options object, such as { game: 'gonnect', size: 9, black: 'E5' }; it was given ${said}.`,
      );
    }
  });
});

describe('the SVG writer', () => {
  it('escapes markup and replaces what XML cannot carry, whoever gives the text', () => {
    assert.equal(escapeXml('<a & "b">'), '&lt;a &amp; &quot;b&quot;&gt;');
    assert.equal(escapeXml('A\u0000\u0001\u0008\u000b\u000c\u001f\ufffe\uffffB'), `A${'\ufffd'.repeat(8)}B`);
    assert.equal(escapeXml('\ud83d|\ude00|\ud83d\ude00'), '\ufffd|\ufffd|\ud83d\ude00');
    assert.equal(escapeXml('\t\n\r\u007f\u0085'), '\t\n\r\u007f\u0085');
    assert.doesNotThrow(() => parseXml(`<svg><text>${escapeXml('x\u0002\ud800')}</text></svg>`));
  });
});

describe('renderSvg: lists as arrays', () => {
  it('takes black, white, moves and marks as arrays of points as well as text, and draws the same', () => {
    const text = renderSvg({ game: 'gonnect', size: 9, black: 'C3 D4', white: 'E5', moves: 'F6 G7', marks: 'C3:A E5:triangle' });
    const arrays = renderSvg({
      game: 'gonnect',
      size: 9,
      black: ['C3', 'D4'],
      white: ['E5'],
      moves: ['F6', 'G7'],
      marks: ['C3:A', 'E5:triangle'],
    });
    assert.equal(arrays, text);
    assert.equal(renderSvg({ game: 'connect6', size: 13, black: [], white: [] }), renderSvg({ game: 'connect6', size: 13 }));
    assert.equal(
      renderSvg({ game: 'gonnect', size: 9, moves: ['E5', 'swap', 'D4'] }),
      renderSvg({ game: 'gonnect', size: 9, moves: 'E5 swap D4' }),
    );
  });

  it('reads an array as its text: a bad entry is named like a bad point of the attribute', () => {
    assert.throws(() => renderSvg({ game: 'gonnect', size: 9, black: ['C3', 'Z99'] }), /The "black" attribute: "Z99"/);
    assert.throws(() => renderSvg({ game: 'gonnect', size: 9, black: ['C3'], white: ['C3'] }), /"white".*"C3"/);
  });

  it('refuses an entry that is not text, naming the option and the entry', () => {
    const cases: [SvgOptions, string][] = [
      [{ game: 'gonnect', black: ['C3', 4 as unknown as string] }, 'renderSvg: black: entry 2 is the number 4, not text such as "C3".'],
      [{ game: 'gonnect', white: [null as unknown as string] }, 'renderSvg: white: entry 1 is null, not text such as "C3".'],
      [{ game: 'gonnect', moves: [['E5'] as unknown as string] }, 'renderSvg: moves: entry 1 is an array, not text such as "C3".'],
      [{ game: 'gonnect', marks: [{} as unknown as string] }, 'renderSvg: marks: entry 1 is a object, not text such as "D4:triangle".'],
    ];
    for (const [options, message] of cases) {
      assert.throws(
        () => renderSvg(options),
        (error: unknown) => error instanceof TypeError && error.message === message,
      );
    }
  });
});
