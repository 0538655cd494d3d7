import { expect, fixture, html } from '@open-wc/testing';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import { GONNECT, type GonnectBoard } from '../../src/components/gonnect-board.js';
import { countLoads, errorText, part, textOf } from './helpers.js';

describe('attributes', () => {
  describe('size', () => {
    it('defaults to 13 for Gonnect and 19 for Connect6', async () => {
      const gonnect = await fixture<GonnectBoard>(html`<gonnect-board></gonnect-board>`);
      const connect6 = await fixture<Connect6Board>(html`<connect6-board></connect6-board>`);
      expect(gonnect.game.size).to.equal(13);
      expect(connect6.game.size).to.equal(19);
      expect(part(gonnect, '[role="grid"]')!.querySelectorAll('[role="gridcell"]')).to.have.length(169);
    });

    it('reads a size and starts afresh when it changes live', async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5"></gonnect-board>`);
      expect(el.game.size).to.equal(9);
      el.play('D4');
      el.setAttribute('size', '11');
      el.setAttribute('moves', '');
      await el.updateComplete;
      expect(el.game.size).to.equal(11);
      expect(el.game.moves).to.deep.equal([]);
      expect(el.shadowRoot!.querySelectorAll('[role="row"]')).to.have.length(11);
    });

    it('reflects the size property to the attribute', async () => {
      const el = await fixture<Connect6Board>(html`<connect6-board></connect6-board>`);
      el.size = 13;
      await el.updateComplete;
      expect(el.getAttribute('size')).to.equal('13');
      expect(el.game.size).to.equal(13);
    });

    for (const [tag, text, min] of [
      ['gonnect-board', '4', 5],
      ['gonnect-board', 'abc', 5],
      ['gonnect-board', '26', 5],
      ['gonnect-board', '9.5', 5],
      ['connect6-board', '5', 6],
    ] as const) {
      it(`${tag}: refuses size "${text}" and keeps the last good board`, async () => {
        const el = document.createElement(tag);
        el.setAttribute('size', '9');
        el.setAttribute('black', 'C3');
        const container = await fixture(html`<div lang="en"></div>`);
        container.append(el);
        await el.updateComplete;
        el.setAttribute('size', text);
        await el.updateComplete;
        expect(errorText(el)).to.equal(`The "size" attribute: "${text}" is not a board size from ${min} to 25.`);
        expect(el.game.size).to.equal(9);
        expect(el.game.at('C3')).to.equal('black');
        el.setAttribute('size', '7');
        await el.updateComplete;
        expect(errorText(el)).to.equal('');
        expect(el.game.size).to.equal(7);
      });
    }

    it('takes a numeric string set on the property', async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board></gonnect-board>`);
      (el as unknown as { size: string }).size = '9';
      await el.updateComplete;
      expect(el.game.size).to.equal(9);
    });

    it('shows an empty board of the default size when the first size is bad', async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board size="1"></gonnect-board>`);
      expect(el.game.size).to.equal(13);
      expect(errorText(el)).to.contain('"1" is not a board size');
    });
  });

  describe('black, white and to-play', () => {
    it('places the setup stones and reloads them live', async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" black="c3, D4" white="e5"></gonnect-board>`);
      expect([el.game.at('C3'), el.game.at('D4'), el.game.at('E5')]).to.deep.equal(['black', 'black', 'white']);
      el.white = 'F6 G7';
      await el.updateComplete;
      expect([el.game.at('E5'), el.game.at('F6'), el.game.at('G7')]).to.deep.equal([null, 'white', 'white']);
    });

    it('reads to-play and reflects it', async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" black="C3" to-play="white"></gonnect-board>`);
      expect(el.game.toPlay).to.equal('white');
      expect(el.toPlay).to.equal('white');
      el.toPlay = 'black';
      await el.updateComplete;
      expect(el.getAttribute('to-play')).to.equal('black');
      expect(el.game.toPlay).to.equal('black');
    });

    const cases: [string, Record<string, string>, string][] = [
      ['a token that is no point', { black: 'C3 Q' }, 'The "black" attribute: "Q" is not a point.'],
      ['a point off the board', { black: 'Z99' }, 'The "black" attribute: "Z99" is off the board.'],
      ['a point off a small board', { white: 'K10' }, 'The "white" attribute: "K10" is off the board.'],
      ['a point twice', { black: 'D4 d4' }, 'The "black" attribute: "d4" appears twice.'],
      ['a point of both colours', { black: 'D4', white: 'D4' }, 'The "white" attribute: "D4" already holds a black stone.'],
      ['a chain without liberties', { black: 'A1', white: 'A2 B1' }, 'The "black" attribute: the chain at "A1" has no liberties.'],
      ['a side to play that is no colour', { 'to-play': 'green' }, 'The "to-play" attribute: "green" must be black or white.'],
    ];
    for (const [name, attributes, message] of cases) {
      it(`names ${name} and keeps the last good setup`, async () => {
        const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" black="E5"></gonnect-board>`);
        for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, value);
        await el.updateComplete;
        expect(errorText(el)).to.equal(message);
        expect(part(el, '[part="error"]')!.getAttribute('role')).to.equal('alert');
        expect(el.game.at('E5')).to.equal('black');
      });
    }
  });

  describe('moves', () => {
    it('plays the moves from the setup, swap included', async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5 swap d4"></gonnect-board>`);
      expect(el.game.moves).to.deep.equal(['E5', 'swap', 'D4']);
      expect(el.game.swapped).to.be.true;
      el.moves = 'E5';
      await el.updateComplete;
      expect(el.game.moves).to.deep.equal(['E5']);
    });

    it('names the move that is not allowed and why', async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" moves="E5 D4 E5"></gonnect-board>`);
      expect(errorText(el)).to.equal('The "moves" attribute: move 3, "E5", is not allowed. E5 is already taken.');
      expect(el.game.moves).to.deep.equal([]);
    });

    it('refuses swap on Connect6 and with no-swap', async () => {
      const connect6 = await fixture<Connect6Board>(html`<connect6-board lang="en" moves="J10 swap"></connect6-board>`);
      expect(errorText(connect6)).to.equal('The "moves" attribute: "swap" in turn 2 is not allowed. Swapping is not allowed now.');
      const gonnect = await fixture<GonnectBoard>(html`<gonnect-board lang="en" no-swap moves="E5 swap"></gonnect-board>`);
      expect(errorText(gonnect)).to.contain('move 2, "swap", is not allowed');
    });

    it('names a token that is no point', async () => {
      const el = await fixture<Connect6Board>(html`<connect6-board lang="en" moves="J10 K10 banana"></connect6-board>`);
      expect(errorText(el)).to.equal('The "moves" attribute: "banana" is not a point.');
    });

    it('rebuilds once when several attributes change together', async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board size="9"></gonnect-board>`);
      const counter = countLoads(GONNECT);
      try {
        el.setAttribute('size', '11');
        el.setAttribute('black', 'C3');
        el.setAttribute('white', 'D4');
        el.setAttribute('moves', 'E5');
        el.setAttribute('to-play', 'white');
        await el.updateComplete;
        expect(counter.loads).to.equal(1);
        expect(el.game.moves).to.deep.equal(['E5']);
        el.setAttribute('marks', 'C3:A');
        el.readonly = true;
        await el.updateComplete;
        expect(counter.loads).to.equal(1);
      } finally {
        counter.restore();
      }
    });
  });

  describe('readonly', () => {
    it('drops the grid, the status line, the toolbar and all input', async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board readonly size="9" black="E5"></gonnect-board>`);
      const buttons = () => [...el.shadowRoot!.querySelectorAll('[part="toolbar"] button')].map((button) => button.getAttribute('part'));
      expect(part(el, '[role="grid"]')).to.be.null;
      expect(part(el, '[part="toolbar"]')).to.be.null;
      expect(part(el, '[part="status"]')).to.be.null;
      expect(buttons()).to.deep.equal([]);
      expect(part(el, 'svg')!.getAttribute('role')).to.equal('img');
      el.controls = true;
      await el.updateComplete;
      expect(buttons()).to.deep.equal(['button rules-button']);
      el.readonly = false;
      await el.updateComplete;
      expect(part(el, '[role="grid"]')).to.exist;
      expect(buttons()).to.deep.equal(['button undo-button', 'button new-game-button', 'button threats-button', 'button rules-button']);
      expect(el.hasAttribute('readonly')).to.be.false;
    });
  });

  describe('marks', () => {
    it('draws every mark and redraws them live', async () => {
      const el = await fixture<GonnectBoard>(
        html`<gonnect-board size="9" black="D4" white="E5" marks="D4:triangle E5:circle F6:square G7:cross H8:A"></gonnect-board>`,
      );
      expect(el.shadowRoot!.querySelectorAll('.mark')).to.have.length(5);
      expect(part(el, '.mark.label text')!.textContent).to.equal('A');
      expect(part(el, '.mark.on-black')).to.exist;
      expect(part(el, '.mark.on-white')).to.exist;
      el.marks = 'C3:12';
      await el.updateComplete;
      expect(el.shadowRoot!.querySelectorAll('.mark')).to.have.length(1);
      expect(part(el, '.mark.on-wood text')!.textContent).to.equal('12');
    });

    it('names a bad mark and keeps the last good marks', async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" marks="D4:triangle"></gonnect-board>`);
      el.marks = 'D4:circle E5:star';
      await el.updateComplete;
      expect(errorText(el)).to.equal(
        'The "marks" attribute: "E5:star" is not a mark; write a point, a colon and triangle, circle, square, cross or a label of up to 3 characters.',
      );
      expect(el.shadowRoot!.querySelectorAll('.mark')).to.have.length(1);
      el.marks = 'Z9:A';
      await el.updateComplete;
      expect(errorText(el)).to.equal('The "marks" attribute: "Z9" is off the board.');
    });
  });

  describe('no-coordinates', () => {
    it('hides the coordinate labels and tightens the margin', async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board size="9"></gonnect-board>`);
      const withLabels = part(el, 'svg')!.getAttribute('viewBox');
      expect(part(el, '.coord')!.getAttribute('d')).to.not.equal('');
      el.noCoordinates = true;
      await el.updateComplete;
      expect(el.hasAttribute('no-coordinates')).to.be.true;
      expect(part(el, '.coord')!.getAttribute('d')).to.equal('');
      expect(part(el, 'svg')!.getAttribute('viewBox')).to.not.equal(withLabels);
    });
  });

  describe('no-swap', () => {
    it('plays without the pie rule', async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5"></gonnect-board>`);
      expect(el.game.canSwap).to.be.true;
      expect(part(el, '[part~="swap-button"]')).to.exist;
      el.noSwap = true;
      await el.updateComplete;
      expect(el.game.canSwap).to.be.false;
      expect(el.game.moves).to.deep.equal(['E5']);
      expect(part(el, '[part~="swap-button"]')).to.be.null;
    });
  });

  describe('show-rules and view', () => {
    it('opens the rules region under the board', async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board lang="es" show-rules></gonnect-board>`);
      expect(textOf(el, '[part="rules"] h2')).to.equal('Reglas de Gonnect');
      expect(part(el, 'svg')).to.exist;
      el.showRules = false;
      await el.updateComplete;
      expect(part(el, '[part="rules"]')).to.be.null;
    });

    it('view="rules" shows the rules alone', async () => {
      const el = await fixture<Connect6Board>(html`<connect6-board lang="ru" view="rules"></connect6-board>`);
      expect(textOf(el, '[part="rules"] h2')).to.equal('Правила игры Connect6');
      expect(part(el, 'svg')).to.be.null;
    });

    it('names a view it does not know and shows the board', async () => {
      const el = await fixture<Connect6Board>(html`<connect6-board lang="en" view="chart"></connect6-board>`);
      expect(errorText(el)).to.equal('The "view" attribute: "chart" is not a view; write rules or leave it out.');
      expect(part(el, 'svg')).to.exist;
    });
  });

  describe('computer and level', () => {
    it('stores and reflects them', async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board computer="white" level="3"></gonnect-board>`);
      expect(el.computer).to.equal('white');
      expect(el.level).to.equal(3);
      el.level = 5;
      el.computer = 'both';
      await el.updateComplete;
      expect(el.getAttribute('level')).to.equal('5');
      expect(el.getAttribute('computer')).to.equal('both');
      expect(errorText(el)).to.equal('');
    });

    it('names a bad colour or strength', async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" computer="red"></gonnect-board>`);
      expect(errorText(el)).to.equal('The "computer" attribute: "red" must be black, white, both or none.');
      el.computer = 'none';
      el.setAttribute('level', '9');
      await el.updateComplete;
      expect(errorText(el)).to.equal('The "level" attribute: "9" must be a whole number from 1 to 5.');
    });
  });

  describe('errors in every language', () => {
    const messages = {
      en: ['The "black" attribute: "Z99" is off the board.', 'The "moves" attribute: move 2, "E5", is not allowed. E5 is already taken.'],
      es: [
        'El atributo «black»: «Z99» está fuera del tablero.',
        'El atributo «moves»: la jugada 2, «E5», no está permitida. E5 ya está ocupado.',
      ],
      ru: ['Атрибут «black»: «Z99» — за пределами доски.', 'Атрибут «moves»: ход 2 («E5») сделать нельзя. Пункт E5 уже занят.'],
    };
    for (const [lang, [offBoard, illegal]] of Object.entries(messages)) {
      it(`says what is wrong in ${lang}`, async () => {
        const el = await fixture<GonnectBoard>(html`<gonnect-board lang=${lang} size="9" black="Z99"></gonnect-board>`);
        expect(errorText(el)).to.equal(offBoard);
        el.black = '';
        el.moves = 'E5 E5';
        await el.updateComplete;
        expect(errorText(el)).to.equal(illegal);
      });
    }

    it('never throws for values a page sets that are not text', async () => {
      const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" black="E5"></gonnect-board>`);
      // null means the attribute is not there (issue 14): no marks, and no message about them.
      (el as unknown as { marks: null }).marks = null;
      (el as unknown as { white: number }).white = 42;
      await el.updateComplete;
      expect(errorText(el)).not.to.contain('"marks"');
      expect(errorText(el)).to.contain('The "white" attribute: "42" is not a point.');
      expect(el.game.at('E5')).to.equal('black');
    });

    it('shows several bad attributes at once and never throws', async () => {
      const el = await fixture<GonnectBoard>(
        html`<gonnect-board lang="en" size="9" black="Z99" marks="E5:star" level="0"></gonnect-board>`,
      );
      expect(el.shadowRoot!.querySelectorAll('[part="error"] p')).to.have.length(3);
    });
  });
});
