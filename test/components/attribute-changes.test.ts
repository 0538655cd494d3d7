// How the boards read attributes and properties that change, as frameworks change them:
// removing an attribute (or setting its property to null or undefined) means it is not
// there; every change is judged on its new value; a property of the wrong type gets the
// board's own message, never an exception; numbers may come as numbers or as numeric text.
import { expect, fixture, html } from '@open-wc/testing';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { errorText, type Board } from './helpers.js';

type Loose = Record<string, unknown>;

/** A board in a container that fixes the language, built from attributes. */
async function board(tag: 'gonnect-board' | 'connect6-board', attributes: Record<string, string>): Promise<Board> {
  const container = await fixture<HTMLElement>(html`<div lang="en"></div>`);
  const el = document.createElement(tag) as Board;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  container.append(el);
  await el.updateComplete;
  return el;
}

/** The stones on the board, as `{ point: colour }`. */
function stones(el: Board): Record<string, string> {
  const game = el.game;
  const out: Record<string, string> = {};
  for (let index = 0; index < game.size ** 2; index++) {
    const code = game.stoneAt(index);
    if (code) out[game.pointAt(index)] = code === 1 ? 'black' : 'white';
  }
  return out;
}

const marksDrawn = (el: Board): number => el.shadowRoot!.querySelectorAll('.mark').length;

describe('removing an attribute means it is not there', () => {
  const setup = { size: '9', black: 'C3 D4', white: 'E5 F6', moves: 'G7 H8', marks: 'C3:triangle A1:B' };

  for (const tag of ['gonnect-board', 'connect6-board'] as const) {
    for (const name of ['black', 'white', 'moves'] as const) {
      it(`${tag}: removing "${name}" clears what it described, as if the board had been written without it`, async () => {
        const el = await board(tag, { ...setup, 'no-swap': '' });
        el.removeAttribute(name);
        await el.updateComplete;
        const { [name]: _removed, ...rest } = setup;
        const fresh = await board(tag, { ...rest, 'no-swap': '' });
        expect(errorText(el)).to.equal('');
        expect(stones(el)).to.deep.equal(stones(fresh));
        expect(el.game.moves).to.deep.equal(fresh.game.moves);
      });

      for (const value of [null, undefined]) {
        it(`${tag}: setting the "${name}" property to ${value} clears it too`, async () => {
          const el = await board(tag, { ...setup, 'no-swap': '' });
          (el as unknown as Loose)[name] = value;
          await el.updateComplete;
          const { [name]: _removed, ...rest } = setup;
          const fresh = await board(tag, { ...rest, 'no-swap': '' });
          expect(errorText(el)).to.equal('');
          expect(stones(el)).to.deep.equal(stones(fresh));
        });
      }
    }

    it(`${tag}: removing "marks" (or setting it to null) takes the marks away`, async () => {
      const el = await board(tag, setup);
      expect(marksDrawn(el)).to.equal(2);
      el.removeAttribute('marks');
      await el.updateComplete;
      expect(marksDrawn(el)).to.equal(0);
      expect(errorText(el)).to.equal('');
      el.setAttribute('marks', 'D4:circle');
      await el.updateComplete;
      expect(marksDrawn(el)).to.equal(1);
      (el as unknown as Loose).marks = null;
      await el.updateComplete;
      expect(marksDrawn(el)).to.equal(0);
      expect(errorText(el)).to.equal('');
    });

    it(`${tag}: removing "to-play", "level", "computer" and "view" goes back to their defaults`, async () => {
      const el = await board(tag, { size: '9', black: 'C3', 'to-play': 'white', level: '2', computer: 'none', view: 'rules' });
      for (const name of ['to-play', 'level', 'computer', 'view']) el.removeAttribute(name);
      await el.updateComplete;
      expect(errorText(el)).to.equal('');
      expect(el.game.toPlay).to.equal('black');
      expect(el.shadowRoot!.querySelector('svg')).to.exist;
    });
  }
});

describe('each change is read again', () => {
  it('a second bad size is named, not the first', async () => {
    const el = await board('gonnect-board', { size: '9' });
    el.setAttribute('size', 'abc');
    await el.updateComplete;
    expect(errorText(el)).to.contain('"abc"');
    el.setAttribute('size', 'xyz');
    await el.updateComplete;
    expect(errorText(el)).to.contain('"xyz"');
    expect(errorText(el)).not.to.contain('"abc"');
    expect(el.game.size).to.equal(9);
  });

  it('a second bad level is named, not the first', async () => {
    const el = await board('connect6-board', { level: '3' });
    el.setAttribute('level', 'high');
    await el.updateComplete;
    expect(errorText(el)).to.contain('"high"');
    el.setAttribute('level', 'low');
    await el.updateComplete;
    expect(errorText(el)).to.contain('"low"');
    expect(errorText(el)).not.to.contain('"high"');
  });

  it('size="null", then removing size, leaves no error and the default board', async () => {
    const el = await board('gonnect-board', { size: '9' });
    el.setAttribute('size', 'null');
    await el.updateComplete;
    expect(errorText(el)).to.contain('"null"');
    el.removeAttribute('size');
    await el.updateComplete;
    expect(errorText(el)).to.equal('');
    expect(el.game.size).to.equal(13);
  });

  it('a bad size fixed to the same good size as before clears the error', async () => {
    const el = await board('connect6-board', { size: '13' });
    el.setAttribute('size', '4');
    await el.updateComplete;
    expect(errorText(el)).to.contain('"4"');
    el.setAttribute('size', '13');
    await el.updateComplete;
    expect(errorText(el)).to.equal('');
    expect(el.game.size).to.equal(13);
  });
});

describe('wrong property types get the board’s own message', () => {
  const values: [string, unknown][] = [
    ['a bigint', 10n],
    ['a symbol', Symbol('nine')],
    ['an object', { valueOf: () => 9 }],
    ['an array', [9]],
    ['a function', () => 9],
    ['true', true],
    [
      'an object that throws when turned into text',
      {
        toString: () => {
          throw new Error('no');
        },
      },
    ],
  ];
  const properties: [string, string][] = [
    ['size', 'size'],
    ['level', 'level'],
    ['computer', 'computer'],
    ['view', 'view'],
    ['toPlay', 'to-play'],
    ['black', 'black'],
    ['marks', 'marks'],
  ];
  for (const [property, attribute] of properties) {
    for (const [what, value] of values) {
      it(`${property} = ${what}: a message naming "${attribute}", nothing thrown, the board kept`, async () => {
        const el = await board('gonnect-board', { size: '9', black: 'E5' });
        const errors: unknown[] = [];
        const onError = (event: ErrorEvent) => errors.push(event.error);
        window.addEventListener('error', onError);
        try {
          (el as unknown as Loose)[property] = value;
          await el.updateComplete;
        } finally {
          window.removeEventListener('error', onError);
        }
        expect(errors).to.deep.equal([]);
        expect(errorText(el)).to.contain(`The "${attribute}" attribute:`);
        expect(el.game.size).to.equal(9);
        expect(el.game.at('E5')).to.equal('black');
      });
    }
  }

  it('blames a bad toPlay on to-play, not on black', async () => {
    const el = await board('gonnect-board', { size: '9' });
    (el as unknown as Loose).toPlay = 42;
    await el.updateComplete;
    expect(errorText(el)).to.equal('The "to-play" attribute: "42" must be black or white.');
  });
});

describe('numbers as numbers or as numeric text, for every numeric property', () => {
  for (const [property, text, read] of [
    ['size', '9', (el: Board) => el.game.size],
    ['size', ' 11 ', (el: Board) => el.game.size],
  ] as const) {
    it(`${property} = "${text}" reads as ${Number(text)}`, async () => {
      const el = await board('gonnect-board', {});
      (el as unknown as Loose)[property] = text;
      await el.updateComplete;
      expect(errorText(el)).to.equal('');
      expect(read(el)).to.equal(Number(text));
    });
  }

  it('level = "3" is accepted as level 3, as level = 3 is', async () => {
    const el = await board('connect6-board', {});
    (el as unknown as Loose).level = '3';
    await el.updateComplete;
    expect(errorText(el)).to.equal('');
    (el as unknown as Loose).level = 3;
    await el.updateComplete;
    expect(errorText(el)).to.equal('');
  });

  it('numeric text that is no whole number is refused alike for size and level', async () => {
    const el = await board('gonnect-board', {});
    (el as unknown as Loose).size = '9.5';
    (el as unknown as Loose).level = '2.5';
    await el.updateComplete;
    expect(errorText(el)).to.contain('The "size" attribute: "9.5"');
    expect(errorText(el)).to.contain('The "level" attribute: "2.5"');
  });

  it('NaN and Infinity are named as written', async () => {
    const el = (await board('connect6-board', {})) as Connect6Board & Board;
    (el as unknown as Loose).size = Number.NaN;
    await el.updateComplete;
    expect(errorText(el)).to.contain('"NaN"');
    (el as unknown as Loose).size = Number.POSITIVE_INFINITY;
    await el.updateComplete;
    expect(errorText(el)).to.contain('"Infinity"');
    expect(errorText(el)).not.to.contain('"NaN"');
  });
});

describe('a long bad value is quoted short', () => {
  it('quotes at most a short prefix of a huge token, with an ellipsis', async () => {
    const el = (await board('gonnect-board', { size: '9' })) as GonnectBoard & Board;
    el.setAttribute('black', `Q${'x'.repeat(100_000)}`);
    await el.updateComplete;
    const text = errorText(el);
    expect(text).to.contain('The "black" attribute:');
    expect(text).to.contain('…');
    expect(text.length).to.be.below(300);
  });
});

describe('messages about bad input do not keep the input alive', () => {
  it('100 bad values of 100 KB, then the board removed: the translations kept stay small', async () => {
    const { memoSize } = await import('../../src/i18n/i18n.js');
    const before = memoSize().characters;
    const el = await board('gonnect-board', { size: '9' });
    for (let i = 0; i < 100; i++) {
      el.setAttribute('black', `${i}${'x'.repeat(100_000)}`);
      el.setAttribute('marks', `E5:${i}${'y'.repeat(100_000)}`);
      await el.updateComplete;
    }
    expect(errorText(el)).to.contain('…');
    el.remove();
    // The translations keep none of the bad values: a few sentences at most, not the megabytes given.
    expect(memoSize().characters - before).to.be.below(2_000);
  });
});

describe('i18next syntax in a bad value is shown as written', () => {
  for (const token of ['{{token}}', '{{attribute}}', '$t(turn.black)', '$t(ui.turn.white)', '<0>x</0>']) {
    it(`black="${token}" quotes it literally`, async () => {
      const el = await board('gonnect-board', { size: '9' });
      el.setAttribute('black', token);
      await el.updateComplete;
      expect(errorText(el)).to.equal(`The "black" attribute: "${token}" is not a point.`);
    });
  }
});
