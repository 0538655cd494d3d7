// Connect6 counts turns of two stones, Gonnect moves of one: the sentences that name the
// unit have a Connect6 form (the i18next context `connect6`), which a Connect6 board asks
// for (session.ts for Undo and the replay, board/error-text.ts for refused moves), and which
// English loads with its later strings (scripts/locale-parts.mjs).
import { expect, fixture, html } from '@open-wc/testing';
import { LANGUAGES, loadLanguage, resources, translator } from '../../src/i18n/i18n.js';
import type { Connect6Board, GonnectBoard } from '../../src/index.js';
import '../../src/index.js';

await Promise.all(LANGUAGES.map(loadLanguage));

/** The sentences that name the unit of play. */
const CONNECT6_FORMS = [
  'shown.black',
  'shown.white',
  'undone',
  'problem.illegal-move',
  'problem.bad-record_pass',
  'problem.bad-record_bad-turn',
];

const live = (board: Element) => board.shadowRoot!.querySelector('[aria-live="polite"]')!.textContent;
const error = (board: Element) => board.shadowRoot!.querySelector('[part="error"]')?.textContent?.trim() ?? '';

describe('Connect6 forms of the messages', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: every sentence that names the unit of play has a Connect6 form, and Gonnect says the plain one`, () => {
      const t = translator(lang);
      const ui = (resources(lang) as { ui: Record<string, unknown> }).ui;
      for (const form of CONNECT6_FORMS) {
        const leaf = `${form}_connect6`.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], ui);
        expect(leaf, `${lang} ${form}_connect6`).to.be.a('string');
        const options = { number: 7, point: 'K10', token: 'K10', reason: 'R.' };
        expect(t(form, { ...options, context: 'connect6' }), `${lang} ${form}`).to.equal(t(`${form}_connect6`, options));
        expect(t(form, { ...options, context: 'gonnect' }), `${lang} ${form}`).to.equal(t(form, options));
      }
    });
  }

  it('English and Spanish say "turn" where Connect6 counts turns, "move" where Gonnect counts moves', () => {
    const [en, es] = [translator('en'), translator('es')];
    expect(en('shown.black', { number: 3, point: 'K10', context: 'connect6' })).to.equal('Turn 3, Black K10.');
    expect(en('shown.black', { number: 3, point: 'K10', context: 'gonnect' })).to.equal('Move 3, Black K10.');
    expect(es('shown.white', { number: 2, point: 'K11', context: 'connect6' })).to.equal('Turno 2, las blancas en K11.');
    expect(en('problem.bad-record_pass', { number: 4, context: 'connect6' })).to.match(/^turn 4 /);
    // A sentence without a Connect6 form is said plainly.
    expect(en('problem.bad-record_empty', { context: 'connect6' })).to.equal(en('problem.bad-record_empty'));
  });

  it('a Connect6 board names the turn of a refused stone in `moves`, a Gonnect board the move', async () => {
    const connect6 = await fixture<Connect6Board>(html`<connect6-board lang="en" moves="J10 K10 K11 L12 J10"></connect6-board>`);
    expect(error(connect6)).to.equal('The "moves" attribute: "J10" in turn 3 is not allowed. J10 is already taken.');
    const russian = await fixture<Connect6Board>(html`<connect6-board lang="ru" moves="J10 K10 K11 L12 J10"></connect6-board>`);
    expect(error(russian)).to.equal('Атрибут «moves»: в ходе 3 нельзя сыграть «J10». Пункт J10 уже занят.');
    const gonnect = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" moves="E5 D4 E5"></gonnect-board>`);
    expect(error(gonnect)).to.equal('The "moves" attribute: move 3, "E5", is not allowed. E5 is already taken.');
  });

  it('Undo on a Connect6 board says that one stone was taken back, in every language; Gonnect says a move', async () => {
    const expected = { en: 'Last stone undone.', es: 'Se deshizo la última piedra.', ru: 'Последний камень убран.' };
    for (const lang of LANGUAGES) {
      const board = await fixture<Connect6Board>(html`<connect6-board lang=${lang} size="13"></connect6-board>`);
      board.play('G7');
      board.play('H8');
      await board.updateComplete;
      board.shadowRoot!.querySelector<HTMLButtonElement>('[part~="undo-button"]')!.click();
      await board.updateComplete;
      expect(live(board), lang).to.equal(expected[lang]);
      expect(board.game.moves).to.deep.equal(['G7']);
    }
    const gonnect = await fixture<GonnectBoard>(html`<gonnect-board lang="ru" size="9" no-swap></gonnect-board>`);
    gonnect.play('E5');
    await gonnect.updateComplete;
    gonnect.shadowRoot!.querySelector<HTMLButtonElement>('[part~="undo-button"]')!.click();
    await gonnect.updateComplete;
    expect(live(gonnect)).to.equal('Ход отменён.');
  });
});
