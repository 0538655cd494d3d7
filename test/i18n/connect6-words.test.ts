// Connect6 counts turns of two stones, Gonnect moves of one: the sentences that name the
// unit have a Connect6 form (messages.ts, CONNECT6_FORMS), and a Connect6 board says them.
import { expect, fixture, html } from '@open-wc/testing';
import { LANGUAGES, loadLanguage, resources, translator } from '../../src/i18n/i18n.js';
import { CONNECT6_FORMS, wordsOf } from '../../src/components/messages.js';
import type { Connect6Board, GonnectBoard } from '../../src/index.js';
import '../../src/index.js';

await Promise.all(LANGUAGES.map(loadLanguage));

const live = (board: Element) => board.shadowRoot!.querySelector('[aria-live="polite"]')!.textContent;
const error = (board: Element) => board.shadowRoot!.querySelector('[part="error"]')?.textContent?.trim() ?? '';

describe('Connect6 forms of the messages', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: every sentence with a Connect6 form has it, and Gonnect keeps the plain one`, () => {
      const t = translator(lang);
      const ui = (resources(lang) as { ui: Record<string, unknown> }).ui;
      for (const form of CONNECT6_FORMS) {
        const path = `${form}_connect6`.split('.');
        const leaf = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], ui);
        expect(leaf, `${lang} ${form}_connect6`).to.be.a('string');
        const [key, context] = form.split(/_(?=[^.]*$)/) as [string, string | undefined];
        const options = { number: 7, point: 'K10', token: 'K10', reason: 'R.', context };
        expect(wordsOf(t, 'gonnect')(key, options), `${lang} ${form}`).to.equal(t(key, options));
      }
    });
  }

  it('English and Spanish say "turn" where Connect6 counts turns, "move" where Gonnect counts moves', () => {
    const en = translator('en');
    const es = translator('es');
    expect(wordsOf(en, 'connect6')('shown.black', { number: 3, point: 'K10' })).to.equal('Turn 3, Black K10.');
    expect(wordsOf(en, 'gonnect')('shown.black', { number: 3, point: 'K10' })).to.equal('Move 3, Black K10.');
    expect(wordsOf(es, 'connect6')('shown.white', { number: 2, point: 'K11' })).to.equal('Turno 2, las blancas en K11.');
    expect(wordsOf(en, 'connect6')('problem.bad-record', { number: 4, context: 'pass' })).to.match(/^turn 4 /);
    expect(wordsOf(en, 'connect6')('problem.bad-record', { context: 'empty' })).to.equal(en('problem.bad-record', { context: 'empty' }));
    // Keys without a Connect6 form are untouched.
    expect(wordsOf(en, 'connect6')('turn.black')).to.equal('Black to play');
  });

  it('a Connect6 board names the turn of a refused stone in `moves`, a Gonnect board the move', async () => {
    const connect6 = await fixture<Connect6Board>(html`<connect6-board lang="en" moves="J10 K10 K11 L12 J10"></connect6-board>`);
    expect(error(connect6)).to.equal('The "moves" attribute: "J10" in turn 3 is not allowed. J10 is already taken.');
    const gonnect = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" moves="E5 D4 E5"></gonnect-board>`);
    expect(error(gonnect)).to.equal('The "moves" attribute: move 3, "E5", is not allowed. E5 is already taken.');
  });

  it('Undo on a Connect6 board says that one stone was taken back, in every language', async () => {
    const expected = { en: 'Last stone undone.', es: 'Se deshizo la última piedra.', ru: 'Последний камень убран.' };
    for (const lang of LANGUAGES) {
      const board = await fixture<Connect6Board>(html`<connect6-board lang=${lang} size="13"></connect6-board>`);
      board.play('G7');
      board.play('H8');
      await board.updateComplete;
      const undo = board.shadowRoot!.querySelector<HTMLButtonElement>('[part~="undo-button"]')!;
      undo.click();
      await board.updateComplete;
      expect(live(board), lang).to.equal(expected[lang]);
      expect(board.game.moves).to.deep.equal(['G7']);
    }
  });
});
