import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { Connect6Board } from '../../src/components/connect6-board.js';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { faultText as problemText } from '../../src/board/error-text.js';
import { recordFault as recordProblem } from '../../src/board/record-errors.js';
import { LANGUAGES, loadLanguage, translator } from '../../src/i18n/i18n.js';
import { RECORD_ERROR_CODES, RecordError } from '../../src/records/index.js';
import { SIZES } from '../../src/vocabulary.js';
import { clickPoint, errorText, part, textOf, type Board } from './helpers.js';

// Every language's strings whole: the messages are among those a board loads on first use.
await Promise.all(LANGUAGES.map(loadLanguage));

const FIXTURES = new URL('./fixtures/', import.meta.url).href;
const GONNECT_SGF = '(;FF[4]GM[1]CA[UTF-8]SZ[9]RU[Gonnect]PB[Ann]PW[Bob];B[ee];SWAP[];W[dd];B[cc])';
const LG_SHORT = '(;FF[4]EV[connect6.ch.26.1.1]PB[Phoenix]PW[Lomaben]SO[http://www.littlegolem.com];B[j10];W[j9l11];B[k9l8])';

/** Waits until the board shows a game with this many moves (records load asynchronously). */
async function movesShown(el: Board, count: number): Promise<void> {
  await waitUntil(() => el.game.moves.length === count, `expected ${count} moves`);
  await el.updateComplete;
}

async function errorShown(el: Board): Promise<string> {
  await waitUntil(() => errorText(el) !== '', 'no error shown');
  return errorText(el);
}

describe('records: the record attribute', () => {
  it('loads a Gonnect SGF, replacing size and moves while present', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="13" moves="A1" record=${GONNECT_SGF}></gonnect-board>`);
    await movesShown(el, 4);
    expect(el.game.size).to.equal(9);
    expect(el.game.moves).to.deep.equal(['E5', 'swap', 'D6', 'C7']);
    el.moves = 'B2';
    await el.updateComplete;
    expect(el.game.moves).to.have.length(4);
    el.removeAttribute('record');
    await el.updateComplete;
    expect(el.game.size).to.equal(13);
    expect(el.game.moves).to.deep.equal(['B2']);
  });

  it("loads Little Golem's Connect6 SGF and the numbered list", async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board record=${LG_SHORT}></connect6-board>`);
    await movesShown(el, 5);
    expect(el.game.moves).to.deep.equal(['K10', 'K9', 'M11', 'L9', 'M8']);
    el.record = '1.j10 2.i9l10 3.j8l8';
    await movesShown(el, 5);
    expect(el.game.moves).to.deep.equal(['K10', 'J9', 'M10', 'K8', 'M8']);
  });

  it('loads a plain move list on the board size given', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" record="E5 swap D4"></gonnect-board>`);
    await movesShown(el, 3);
    expect(el.game.size).to.equal(9);
  });

  it('shows the record at ply', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board ply="2" record=${GONNECT_SGF}></gonnect-board>`);
    await waitUntil(() => el.game.size === 9);
    await el.updateComplete;
    expect(el.game.moves).to.deep.equal(['E5', 'swap']);
    expect(errorText(el)).to.equal('');
  });

  it('says that the stone after a winning one was left out', async () => {
    const text = '(;FF[4]SZ[7];B[a1];W[g1g2];B[a2a3];W[g3g4];B[a4a5];W[f1f2];B[a6b7])';
    const el = await fixture<Connect6Board>(html`<connect6-board lang="en" record=${text}></connect6-board>`);
    await movesShown(el, 12);
    expect(el.game.result?.winner).to.equal('black');
    expect(textOf(el, '[part="status"]')).to.contain('The rest of turn 7 (B7) was left out: the game had already ended.');
  });
});

describe('records: every refusal has a message', () => {
  for (const language of LANGUAGES) {
    it(`${language}: every code of the records layer reads as a finished message naming the attribute`, () => {
      const t = translator(language);
      for (const code of RECORD_ERROR_CODES) {
        const problem = recordProblem(new RecordError(code, { moveNumber: 3, token: 'j10' }), 'record', 'connect6', SIZES.connect6);
        const text = problemText(t, problem);
        expect(text, code).to.not.match(/problem\.|refusal\.|\{\{|undefined|NaN/);
        expect(text, code).to.contain('record');
        if (['occupied', 'suicide', 'ko', 'game-over', 'swap-not-allowed', 'pass', 'bad-turn'].includes(code))
          expect(text, code).to.contain('3');
      }
    });
  }
});

describe('records: refusals change nothing', () => {
  const refused: [string, string, string][] = [
    [
      'a stone on an occupied point',
      '(;FF[4];B[j10];W[j10k10])',
      'The "record" attribute: "j10" in turn 2 is not allowed. j10 is already taken.',
    ],
    [
      'a move after the end',
      '(;FF[4]SZ[7];B[a1];W[g1g2];B[a2a3];W[g3g4];B[a4a5];W[f1f2];B[b7a6];W[c7])',
      '"c7" in turn 8 is not allowed. The game is over.',
    ],
    ['text that is no record', '(;FF[4];B[j10]', 'it cannot be read as a game record'],
    ['a record of the other game', GONNECT_SGF, 'it is a record of another game.'],
    ['a pass', '(;FF[4];B[j10];W[])', 'turn 2 is a pass'],
  ];
  for (const [why, text, message] of refused) {
    it(`refuses ${why}, naming it, and keeps the last good game`, async () => {
      const el = await fixture<Connect6Board>(html`<connect6-board lang="en" record=${LG_SHORT}></connect6-board>`);
      await movesShown(el, 5);
      el.record = text;
      expect(await errorShown(el)).to.contain(message);
      expect(el.game.moves).to.deep.equal(['K10', 'K9', 'M11', 'L9', 'M8']);
      el.record = LG_SHORT;
      await waitUntil(() => errorText(el) === '');
    });
  }

  it('names the turn in every language', async () => {
    const text = '(;FF[4];B[j10];W[j10k10])';
    const es = await fixture<Connect6Board>(html`<connect6-board lang="es" record=${text}></connect6-board>`);
    expect(await errorShown(es)).to.contain('El atributo «record»: en el turno 2, «j10» no está permitido');
    const ru = await fixture<Connect6Board>(html`<connect6-board lang="ru" record=${text}></connect6-board>`);
    expect(await errorShown(ru)).to.contain('Атрибут «record»: в ходе 2 нельзя сыграть «j10».');
  });

  it('axe finds nothing wrong with a record and a refused one', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board lang="en" size="9" record="1.e5 2.d4d5"></connect6-board>`);
    await movesShown(el, 3);
    await expect(el).to.be.accessible();
    el.record = '(;FF[4];B[j10];W[j10k10])';
    await errorShown(el);
    await expect(el).to.be.accessible();
  });
});

describe('records: src', () => {
  it('fetches the file and reads it like record', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board src=${`${FIXTURES}little-golem.sgf`}></connect6-board>`);
    await movesShown(el, 47);
    const gonnect = await fixture<GonnectBoard>(html`<gonnect-board src=${`${FIXTURES}gonnect.sgf`}></gonnect-board>`);
    await movesShown(gonnect, 4);
  });

  it('a file that cannot be loaded is shown like a bad attribute, and the last good game stays', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" src=${`${FIXTURES}gonnect.sgf`}></gonnect-board>`);
    await movesShown(el, 4);
    el.src = `${FIXTURES}missing.sgf`;
    expect(await errorShown(el))
      .to.contain('The "src" attribute:')
      .and.contain('could not be loaded');
    expect(el.game.moves).to.deep.equal(['E5', 'swap', 'D6', 'C7']);
  });

  it('record wins over src', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board record="E5" src=${`${FIXTURES}gonnect.sgf`}></gonnect-board>`);
    await movesShown(el, 1);
  });

  describe('aborts the fetch', () => {
    const original = window.fetch.bind(window);
    let signals: AbortSignal[] = [];
    beforeEach(() => {
      signals = [];
      // A fetch that never answers, and says when it is aborted.
      window.fetch = (_url, init) => {
        signals.push(init!.signal!);
        return new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))));
      };
    });
    afterEach(() => void (window.fetch = original));

    /** A board whose file never comes: updateComplete would wait for it, so the test waits for the fetch instead. */
    async function waiting(count: number): Promise<GonnectBoard> {
      const el = document.createElement('gonnect-board');
      el.src = 'a.sgf';
      (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
      await waitUntil(() => signals.length === count, 'no fetch');
      return el;
    }

    it('when src changes', async () => {
      const el = await waiting(1);
      el.src = 'b.sgf';
      await waitUntil(() => signals.length === 2, 'no second fetch');
      expect(signals.map((signal) => signal.aborted)).to.deep.equal([true, false]);
      expect(errorText(el)).to.equal('');
    });

    it('when the board is removed, and fetches again when it is put back', async () => {
      const el = await waiting(1);
      const parent = el.parentElement!;
      el.remove();
      expect(signals[0]!.aborted).to.equal(true);
      parent.append(el);
      await waitUntil(() => signals.length === 2, 'no second fetch');
      expect(signals[1]!.aborted).to.equal(false);
    });
  });
});

describe('records: toRecord and Download', () => {
  it("writes Little Golem's file back as it was read", async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board record=${LG_SHORT}></connect6-board>`);
    await movesShown(el, 5);
    expect(await el.toRecord()).to.equal(LG_SHORT);
    expect(await el.toRecord('moves')).to.equal('K10 K9 M11 L9 M8');
  });

  it('writes the whole game, whatever position is shown, and reads back the same game', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9"></gonnect-board>`);
    for (const point of ['E5', 'D4', 'C3']) await clickPoint(el, point);
    el.ply = 1;
    await el.updateComplete;
    const sgf = await el.toRecord('sgf');
    expect(sgf).to.contain('RU[Gonnect]').and.contain('SZ[9]');
    const copy = await fixture<GonnectBoard>(html`<gonnect-board record=${sgf}></gonnect-board>`);
    await movesShown(copy, 3);
    expect(copy.game.moves).to.deep.equal(['E5', 'D4', 'C3']);
  });

  it('refuses a format it does not know, and the numbered list on a Gonnect board, with a RangeError', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="9" moves="E5"></gonnect-board>`);
    for (const format of ['pgn', 'list']) {
      let error: unknown;
      await el.toRecord(format).then(
        () => expect.fail(`toRecord('${format}') gave a record`),
        (caught: unknown) => (error = caught),
      );
      expect(error, format).to.be.instanceOf(RangeError);
      expect(error, format).not.to.be.instanceOf(RecordError);
      expect((error as Error).message, format).to.contain(`"${format}"`);
    }
    const connect6 = await fixture<Connect6Board>(html`<connect6-board size="9" moves="E5"></connect6-board>`);
    expect(await connect6.toRecord('list')).to.equal('1.e5');
  });

  const empties: [string, string, string[]][] = [
    ['gonnect-board', '9', ['sgf', 'moves']],
    ['connect6-board', '13', ['sgf', 'moves', 'list']],
  ];
  for (const [tag, size, formats] of empties) {
    for (const format of formats) {
      it(`${tag}: the empty game written as ${format} reads back as the empty game`, async () => {
        const host = await fixture<HTMLElement>(html`<div lang="en"></div>`);
        host.innerHTML = `<${tag} size="${size}"></${tag}><${tag} size="${size}" moves="E5"></${tag}>`;
        const [empty, played] = [...host.children] as Board[];
        await Promise.all([empty!.updateComplete, played!.updateComplete]);
        const text = await empty!.toRecord(format);
        if (format !== 'sgf') expect(text).to.equal('');
        // A board with a game reads the empty game's record: its game goes, no message.
        played!.record = text;
        await waitUntil(() => played!.game.moves.length === 0, `${format}: the game stayed`);
        await played!.updateComplete;
        expect(errorText(played!)).to.equal('');
        expect(played!.game.size).to.equal(Number(size));
        expect(played!.game.toPlay).to.equal('black');
        expect(await played!.toRecord(format)).to.equal(text);
      });
    }
  }

  it('a blank record is the empty game on the board of size (as a move list is), whatever the setup attributes say', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board size="7" black="D4" moves="E5" record="  "></gonnect-board>`);
    await waitUntil(() => el.game.size === 7 && el.game.moves.length === 0);
    expect(el.game.at('D4')).to.equal(null);
    expect(errorText(el)).to.equal('');
    el.removeAttribute('record');
    await waitUntil(() => el.game.moves.length === 1);
    expect(el.game.at('D4')).to.equal('black');
  });

  it('the Download button saves the record as connect6.sgf', async () => {
    const el = await fixture<Connect6Board>(html`<connect6-board record=${LG_SHORT}></connect6-board>`);
    await movesShown(el, 5);
    await waitUntil(() => part(el, '[part~="download-button"]'));
    const saved: { name: string; text: Promise<string> }[] = [];
    // The link's own click, in place of the one it inherits (which would start a real download).
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, text: fetch(this.href).then((response) => response.text()) });
    };
    try {
      part(el, '[part~="download-button"]')!.click();
      await waitUntil(() => saved.length === 1);
    } finally {
      delete (HTMLAnchorElement.prototype as Partial<HTMLAnchorElement>).click;
    }
    expect(saved[0]!.name).to.equal('connect6.sgf');
    expect(await saved[0]!.text).to.equal(LG_SHORT);
  });
});
