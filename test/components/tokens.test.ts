// Messages name the token the reader wrote (#35, point 3): a bad number attribute is quoted as
// written, by the attribute and by the property alike, and play() given anything but text
// throws a TypeError saying that it needs a point's name and what it was given, in the
// board's language, and changes nothing.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { IllegalMoveError } from '../../src/engine/index.js';
import { errorText, type Board } from './helpers.js';

/** [attribute, property, the value as written, the board's other attributes]. */
const NUMBERS: [string, string, string, string][] = [
  ['size', 'size', '-0', ''],
  ['size', 'size', '026', ''],
  ['size', 'size', '99999999999999999999', ''],
  ['size', 'size', '1e1', ''],
  ['size', 'size', '9.0', ''],
  ['size', 'size', '0x9', ''],
  ['level', 'level', '007', 'computer="none"'],
  ['level', 'level', '-0', 'computer="none"'],
  ['level', 'level', '+06', 'computer="none"'],
  ['ply', 'ply', '012', 'moves="E5 F6"'],
  ['ply', 'ply', '-01', 'moves="E5 F6"'],
  ['within', 'within', '00', 'goal="connect" black="E1 E2 E3 E4 E6 E7 E8 E9"'],
];

/** A 9×9 Gonnect board with `markup`'s attributes, drawn. */
async function board(markup: string): Promise<Board> {
  const host = await fixture<HTMLElement>(html`<div lang="en"></div>`);
  host.innerHTML = `<gonnect-board size="9" ${markup}></gonnect-board>`;
  const el = host.firstElementChild as Board;
  await el.updateComplete;
  return el;
}

describe('a bad number is quoted as written', () => {
  for (const [attribute, property, text, others] of NUMBERS) {
    it(`${attribute}="${text}": the attribute and the property name "${text}"`, async () => {
      const byAttribute = await board(others);
      const before = byAttribute.game.moves;
      byAttribute.setAttribute(attribute, text);
      await waitUntil(() => errorText(byAttribute) !== '', `nothing said of ${attribute}="${text}"`);
      const said = errorText(byAttribute);
      expect(said).to.contain(`The "${attribute}" attribute: "${text}"`);
      expect(byAttribute.game.size).to.equal(9);
      expect(byAttribute.game.moves).to.deep.equal(before);

      const byProperty = await board(others);
      (byProperty as unknown as Record<string, unknown>)[property] = text;
      await waitUntil(() => errorText(byProperty) !== '', `nothing said of .${property} = "${text}"`);
      expect(errorText(byProperty)).to.equal(said);
    });
  }

  it('a number written as JavaScript writes it is still a number property, and one written otherwise still reads', async () => {
    const el = await board('level="3" computer="none"');
    expect(el.size).to.equal(9);
    expect(el.level).to.equal(3);
    el.setAttribute('size', '07');
    await el.updateComplete;
    expect(el.size).to.equal('07');
    expect(el.game.size).to.equal(7);
    expect(errorText(el)).to.equal('');
  });
});

describe('play() needs a point name', () => {
  const given: [string, unknown, string][] = [
    ['null', null, 'null'],
    ['undefined', undefined, 'undefined'],
    ['an empty array', [], '[object Array]'],
    ['an array of a point', ['D4'], '[object Array]'],
    ['a number', 44, '44'],
    ['an object', { toString: () => 'D4' }, '[object Object]'],
  ];
  const words: Record<string, (value: string) => string> = {
    en: (value) => `Give play() a point name such as "D4", not ${value}.`,
    es: (value) => `El método play() necesita el nombre de un punto, como «D4», no ${value}.`,
    ru: (value) => `Методу play() нужно название пункта, например «D4», а не ${value}.`,
  };
  for (const tag of ['gonnect-board', 'connect6-board']) {
    for (const [what, value, shown] of given) {
      it(`${tag}: play(${what}) throws a TypeError naming it, and changes nothing`, async () => {
        const host = await fixture<HTMLElement>(html`<div lang="en"></div>`);
        host.innerHTML = `<${tag} size="9" moves="E5"></${tag}>`;
        const el = host.firstElementChild as Board;
        await el.updateComplete;
        const events: string[] = [];
        el.addEventListener('move', () => events.push('move'));
        let error: unknown;
        try {
          el.play(value as string);
        } catch (caught) {
          error = caught;
        }
        expect(error).to.be.instanceOf(TypeError);
        expect(error).not.to.be.instanceOf(IllegalMoveError);
        expect((error as Error).message).to.equal(words.en!(shown));
        expect(el.game.moves).to.deep.equal(['E5']);
        expect(events).to.deep.equal([]);
      });
    }
  }

  for (const lang of ['es', 'ru']) {
    it(`says so in ${lang}, also once the game is over`, async () => {
      const el = await fixture<Board>(html`<connect6-board lang=${lang} size="9" black="A1 B1 C1 D1 E1 F1"></connect6-board>`);
      expect(el.game.result?.winner).to.equal('black');
      expect(() => el.play(null as unknown as string))
        .to.throw(TypeError)
        .with.property('message', words[lang]!('null'));
      expect(() => el.play(['D4'] as unknown as string))
        .to.throw(TypeError)
        .with.property('message', words[lang]!('[object Array]'));
    });
  }

  it("a point off the board is still the rules' refusal, and a refused swap still an IllegalMoveError", async () => {
    const el = await fixture<Board>(html`<gonnect-board lang="en" size="9"></gonnect-board>`);
    expect(() => el.play('D44')).to.throw(IllegalMoveError, 'D44 is not on the board.');
    expect(() => (el as unknown as { swap(): void }).swap()).to.throw(IllegalMoveError, 'Swapping is not allowed now.');
  });
});
