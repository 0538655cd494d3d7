// The one table of errors (src/board/errors.ts, its words in error-text.ts): every code of every layer has a
// message in every language, a refused stone names the attribute it came from, a setup
// where both sides have won says so, and an error nobody knows is thrown, never shown.
import { expect, fixture, html } from '@open-wc/testing';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import { GONNECT, type GonnectBoard } from '../../src/components/gonnect-board.js';
import {
  FAULT_CODES as PROBLEM_CODES,
  faultOf as problemOf,
  FaultError as ProblemError,
  refusalText,
  setupFault as setupProblem,
  type Fault as Problem,
} from '../../src/board/errors.js';
import { faultText as problemText } from '../../src/board/error-text.js';
import { ILLEGAL_MOVE_CODES, SETUP_ERROR_CODES, SetupError } from '../../src/engine/types.js';
import { LANGUAGES, translator, loadLanguage } from '../../src/i18n/i18n.js';
import { NOTATION_ERROR_CODES } from '../../src/notation/point.js';
import { SIZES } from '../../src/vocabulary.js';
import { errorText } from './helpers.js';

// The Spanish and Russian UI strings load on first use; these tests read them directly.
await Promise.all(LANGUAGES.map(loadLanguage));

/** A message that i18next found (no key echoed back) with every placeholder filled. */
function expectFinished(text: string, what: string): void {
  expect(text, what).to.not.match(/problem\.|refusal\.|\{\{|undefined/);
  expect(text.length, what).to.be.above(12);
}

describe('the error table', () => {
  for (const language of LANGUAGES) {
    const t = translator(language);

    it(`${language}: every setup refusal of the engine has a message naming an attribute`, () => {
      for (const code of SETUP_ERROR_CODES) {
        for (const game of ['gonnect', 'connect6'] as const) {
          const problem = setupProblem(new SetupError(code, 'Q9', 'white'), game, SIZES[game]);
          const text = problemText(t, problem);
          expectFinished(text, `${language} ${code} ${game}`);
          expect(text, code).to.match(/black|white|size|to-play/);
        }
      }
    });

    it(`${language}: every notation refusal and every move refusal has a message`, () => {
      for (const code of NOTATION_ERROR_CODES) {
        expectFinished(problemText(t, { attribute: 'marks', code, token: 'Q9' }), `${language} ${code}`);
      }
      for (const code of ILLEGAL_MOVE_CODES) {
        expectFinished(refusalText(t, code, 'D4'), `${language} ${code}`);
        const inList: Problem = { attribute: 'moves', code: 'illegal-move', token: 'D4', number: 2, refusal: code };
        expectFinished(problemText(t, inList), `${language} moves ${code}`);
      }
    });

    it(`${language}: every problem code has its own message`, () => {
      const messages = PROBLEM_CODES.map((code) =>
        problemText(t, { attribute: 'black', code, token: 'Q9', min: 5, max: 25, number: 1, refusal: 'occupied', game: 'gonnect' }),
      );
      messages.forEach((text, i) => expectFinished(text, `${language} ${PROBLEM_CODES[i]}`));
      expect(new Set(messages).size).to.equal(PROBLEM_CODES.length);
    });
  }

  it('hands on the problem a reader reported, and throws anything else again', () => {
    const problem: Problem = { attribute: 'size', code: 'bad-size', token: '4', min: 5, max: 25 };
    expect(problemOf(new ProblemError(problem))).to.equal(problem);
    const bug = new TypeError('a bug, not an attribute');
    expect(() => problemOf(bug)).to.throw(bug);
    expect(() => problemOf(new SetupError('duplicate', 'D4', 'black'))).to.throw(SetupError);
  });

  it('an element shows no bug as a bad attribute: the update fails and the page sees the error', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" black="E5"></gonnect-board>`);
    // Put back on the same object below, so it keeps its `this`.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const create = GONNECT.create;
    GONNECT.create = () => {
      throw new TypeError('a bug in the engine');
    };
    let caught: unknown;
    try {
      el.black = 'D4';
      await el.updateComplete.catch((error: unknown) => (caught = error));
    } finally {
      GONNECT.create = create;
    }
    expect(caught).to.be.instanceOf(TypeError);
    expect(errorText(el)).to.equal('');
    expect(el.game.at('E5')).to.equal('black');
  });
});

describe('setup errors name their attribute', () => {
  it('a refused stone names the list it came from (SetupError.list)', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" black="A2 B1" white="A1"></gonnect-board>`);
    expect(errorText(el)).to.equal('The "white" attribute: the chain at "A1" has no liberties.');
    el.black = 'A1 A2';
    el.white = 'A3 B1 B2';
    await el.updateComplete;
    expect(errorText(el)).to.equal('The "black" attribute: the chain at "A1" has no liberties.');
  });

  const bothWon = {
    gonnect: {
      en: 'The setup (the "black" and "white" attributes): both Black and White already have a winning chain (one that joins two opposite edges); only one of them can have won.',
      es: 'La posición inicial (los atributos «black» y «white»): tanto las negras como las blancas ya tienen una cadena ganadora (que une dos bordes opuestos); solo puede haber ganado un bando.',
      ru: 'Расстановка (атрибуты «black» и «white»): и у чёрных, и у белых уже есть выигрышная цепочка (соединяющая противоположные стороны доски); выиграть может только один из них.',
    },
    connect6: {
      en: 'The setup (the "black" and "white" attributes): both Black and White already have a winning line (six in a row); only one of them can have won.',
      es: 'La posición inicial (los atributos «black» y «white»): tanto las negras como las blancas ya tienen una línea ganadora (seis en línea); solo puede haber ganado un bando.',
      ru: 'Расстановка (атрибуты «black» и «white»): и у чёрных, и у белых уже есть выигрышная линия (шесть в ряд); выиграть может только один из них.',
    },
  };
  for (const language of LANGUAGES) {
    it(`gonnect-board in ${language}: both colours already connected`, async () => {
      const el = await fixture<GonnectBoard>(
        html`<gonnect-board lang=${language} size="5" black="A1 A2 A3 A4 A5" white="C1 C2 C3 C4 C5"></gonnect-board>`,
      );
      expect(errorText(el)).to.equal(bothWon.gonnect[language]);
      expect(el.game.size).to.equal(5);
    });

    it(`connect6-board in ${language}: six in a row for both`, async () => {
      const el = await fixture<Connect6Board>(
        html`<connect6-board lang=${language} size="9" black="A1 B1 C1 D1 E1 F1" white="A3 B3 C3 D3 E3 F3"></connect6-board>`,
      );
      expect(errorText(el)).to.equal(bothWon.connect6[language]);
    });
  }

  it('keeps the last good setup when both sides would have won', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="5" black="A1 A2 A3 A4 A5"></gonnect-board>`);
    expect(el.game.result?.winner).to.equal('black');
    el.white = 'C1 C2 C3 C4 C5';
    await el.updateComplete;
    expect(errorText(el)).to.contain('both Black and White already have a winning chain');
    expect(el.game.at('C1')).to.be.null;
    expect(el.game.result?.winner).to.equal('black');
  });
});
