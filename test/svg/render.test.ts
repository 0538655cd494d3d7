import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderSvg, type SvgOptions } from '../../src/svg/index.js';
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
});
