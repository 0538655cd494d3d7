// SVG that is always well-formed (#35, point 6): a label XML cannot carry is refused as a bad
// `marks` on the board, as renderSvg refuses it; what a record brings (an SGF label, a
// comment, a name) never makes toSvg() unreadable as XML (the SVG writer replaces such a
// character, test/svg/render.test.ts).
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { errorText, type Board } from './helpers.js';

/** The text parsed as an SVG document: its root, or the parser's complaint. */
function parsed(text: string): Document {
  return new DOMParser().parseFromString(text, 'image/svg+xml');
}

function wellFormed(text: string): boolean {
  return parsed(text).getElementsByTagName('parsererror').length === 0 && parsed(text).documentElement.localName === 'svg';
}

/** The labels a picture draws. */
function labels(text: string): string[] {
  return [...parsed(text).querySelectorAll('.label text')].map((element) => element.textContent ?? '');
}

describe('labels XML cannot carry', () => {
  it('the check itself: a browser refuses such a character in SVG', () => {
    expect(wellFormed('<svg xmlns="http://www.w3.org/2000/svg"><text>A</text></svg>')).to.be.true;
    expect(wellFormed('<svg xmlns="http://www.w3.org/2000/svg"><text>\u0001</text></svg>')).to.be.false;
  });

  const words: Record<string, string> = {
    en: 'is not a mark: its label holds a character that a picture in SVG cannot hold',
    es: 'no es una marca: su etiqueta lleva un carácter que una imagen SVG no admite',
    ru: 'не пометка: в её надписи есть символ, который нельзя записать в SVG',
  };
  for (const [lang, said] of Object.entries(words)) {
    for (const label of ['\u0001', 'A\u001f', '\uffff', '\ud83d']) {
      it(`${lang}: marks="D4:${JSON.stringify(label).slice(1, -1)}" is refused, naming the mark, and the last good marks stay`, async () => {
        const el = await fixture<Board>(html`<gonnect-board lang=${lang} size="9" readonly marks="E5:A"></gonnect-board>`);
        el.marks = `E5:B D4:${label}`;
        await waitUntil(() => errorText(el) !== '', 'nothing said');
        expect(errorText(el)).to.contain(`D4:${label}`).and.contain(said);
        const svg = await el.toSvg();
        expect(wellFormed(svg), svg).to.be.true;
        expect(labels(svg)).to.deep.equal(['A']);
      });
    }
  }

  it('a record whose labels, comment and name hold such characters still gives a picture that parses', async () => {
    const record = '(;FF[4]GM[1]SZ[9]RU[Gonnect]GN[Game\u0002one]C[Note\u0001];B[ee]LB[ee:X\u0003][dd:\u0008])';
    const el = await fixture<Board>(html`<gonnect-board size="9" record=${record}></gonnect-board>`);
    await waitUntil(() => el.game.moves.length === 1, 'the record was not read');
    await el.updateComplete;
    const svg = await el.toSvg();
    expect(wellFormed(svg), svg).to.be.true;
  });
});
