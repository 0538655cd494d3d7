// The status line's wording: the swap is said once (the short note right after the swap,
// until the next move), and every clause the status line or the live region can show
// starts with a capital letter in every language, as in English.
import { expect, fixture, html } from '@open-wc/testing';
import type { GonnectBoard } from '../../src/components/gonnect-board.js';
import { LANGUAGES, loadLanguage, resources } from '../../src/i18n/i18n.js';
import { textOf } from './helpers.js';

// The Spanish and Russian UI strings load on first use; these tests read them directly.
await Promise.all(LANGUAGES.map(loadLanguage));

/** The `ui` strings that are clauses of their own in the status line or the live region. */
const CLAUSES = [
  'turn',
  'result',
  'stonesLeft',
  'captures',
  'swapped',
  'swapDone',
  'played',
  'captured',
  'undone',
  'restarted',
  'refusal',
  'computer',
  'threats',
];

/** Every string under `value`, with its dotted key: `['turn.black', 'Black to play']`. */
function strings(value: unknown, key: string): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  return Object.entries(value as object).flatMap(([name, child]) => strings(child, `${key}.${name}`));
}

describe('status wording', () => {
  it('says the swap once: the note shows right after it, until the next move', async () => {
    const el = await fixture<GonnectBoard>(html`<gonnect-board lang="en" size="9" moves="E5"></gonnect-board>`);
    const note = 'Colours swapped.';
    expect(textOf(el, '[part="status"]')).to.not.contain(note);
    el.swap();
    await el.updateComplete;
    expect(textOf(el, '[part="status"]')).to.contain(note);
    el.play('D4');
    await el.updateComplete;
    expect(textOf(el, '[part="status"]')).to.not.contain(note);
    expect(el.game.swapped).to.be.true;
    el.undo();
    await el.updateComplete;
    expect(textOf(el, '[part="status"]')).to.contain(note);
  });

  it('reads a swap from the moves attribute the same way', async () => {
    const swapped = await fixture<GonnectBoard>(html`<gonnect-board lang="es" size="9" moves="E5 swap"></gonnect-board>`);
    expect(textOf(swapped, '[part="status"]')).to.contain('Colores intercambiados.');
    const later = await fixture<GonnectBoard>(html`<gonnect-board lang="es" size="9" moves="E5 swap D4"></gonnect-board>`);
    expect(textOf(later, '[part="status"]')).to.not.contain('intercambiado');
  });

  for (const language of LANGUAGES) {
    it(`${language}: every status and announcement clause starts with a capital letter`, () => {
      const ui = (resources(language) as { ui: Record<string, unknown> }).ui;
      // Plural forms are keys of their own: `stonesLeft_one`, `stonesLeft_other`.
      const clauses = Object.entries(ui)
        .filter(([key]) => CLAUSES.includes(key.replace(/_[a-z]+$/, '')))
        .flatMap(([key, value]) => strings(value, key));
      expect(clauses.length).to.be.above(30);
      for (const [key, text] of clauses) {
        // A clause may open with a point ('D4 is already taken.') or a number ('2 stones captured.').
        const first = text.replace('{{point}}', 'D4').replace('{{count}}', '2').trimStart()[0] ?? '';
        expect(first, `${language} ${key}: ${text}`).to.match(/[\p{Lu}\d]/u);
      }
    });
  }
});
