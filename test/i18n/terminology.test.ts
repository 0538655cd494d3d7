// docs/terminology.md holds one word per concept and language; every UI string and
// every rule text uses that word and none of the variants the table forbids.
import { expect } from '@open-wc/testing';
import { loadLanguage, resources } from '../../src/i18n/i18n.js';
import { LANGUAGES, type Language } from '../../src/vocabulary.js';
import { rulesSource } from './rules-sources.js';
import { formPattern, located, parseTerminology, unused, uses, type Located } from './terminology.js';

// The Spanish and Russian UI strings load on first use; these tests read them directly.
await Promise.all(LANGUAGES.map(loadLanguage));

const markdown = await (await fetch(new URL('../../docs/terminology.md', import.meta.url))).text();
const concepts = parseTerminology(markdown);

/** Section ids and figure references are names, not prose. */
const notProse = (path: string) => /\.id$/.test(path) || /\.sections\.\d+\.figures$/.test(path);

/** Every UI string and every rule-text string of one language. */
function strings(lang: Language): Located[] {
  const ui = (resources(lang) as { ui: unknown }).ui;
  return [...located(ui, 'ui'), ...located(rulesSource(lang), 'rules', notProse)];
}

describe('terminology table', () => {
  it('names the concepts the rules rest on, each with a term in every language', () => {
    const names = concepts.map((concept) => concept.name);
    expect(names).to.include.members(['stone', 'chain', 'liberty', 'capture', 'edge', 'turn', 'swap', 'ko', 'suicide', 'draw']);
    expect(new Set(names).size).to.equal(names.length);
    for (const concept of concepts) {
      for (const lang of LANGUAGES) expect(concept.words[lang].terms.length, `${concept.name} ${lang}`).to.be.greaterThan(0);
    }
  });

  it('reads terms and forbidden variants from a row', () => {
    const [chain] = parseTerminology(
      '| concept | en | es | ru |\n|---|---|---|---|\n| chain | `chain` · not: `group*`, `string` | `cadena` | `цепочк*` · not: `цепь` |',
    );
    expect(chain).to.deep.equal({
      name: 'chain',
      words: {
        en: { terms: ['chain'], forbidden: ['group*', 'string'] },
        es: { terms: ['cadena'], forbidden: [] },
        ru: { terms: ['цепочк*'], forbidden: ['цепь'] },
      },
    });
  });

  it('matches whole words, any ending after a *, any case, and phrases across spaces', () => {
    expect(formPattern('group*').test('two enemy Groups')).to.be.true;
    expect(formPattern('side').test('stones side by side')).to.be.true;
    expect(formPattern('side').test('beside the board')).to.be.false;
    expect(formPattern('захва*').test('Чёрные захватили 2 камня')).to.be.true;
    expect(formPattern('цепь').test('цепочка соединила стороны')).to.be.false;
    expect(formPattern('ко').test('позиция, которая')).to.be.false;
    expect(formPattern('ко').test('повторил бы позицию (ко).')).to.be.true;
    expect(formPattern('take back').test('White may not take\u00a0back there')).to.be.true;
    expect(formPattern('пуст* пункт*').test('на пустые пункты')).to.be.true;
  });

  it('fails a text that writes a forbidden variant', () => {
    const chain = concepts.find((concept) => concept.name === 'chain')!;
    const planted: Located[] = [{ path: 'rules.x', text: 'A stone between two enemy groups keeps them apart.' }];
    expect(uses(planted, chain.words.en.forbidden)).to.deep.equal(['rules.x: groups']);
    const russian: Located[] = [{ path: 'ui.y', text: 'Победа белых: цепь соединила противоположные края.' }];
    const edge = concepts.find((concept) => concept.name === 'edge')!;
    expect(uses(russian, [...chain.words.ru.forbidden, ...edge.words.ru.forbidden])).to.deep.equal(['ui.y: цепь', 'ui.y: края']);
    expect(uses([{ path: 'ui.z', text: '{{point}} cell' }], ['point'])).to.deep.equal([]);
  });
});

describe('terminology in the locales', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: no UI string or rule text uses a variant the table forbids`, () => {
      const found = concepts.flatMap((concept) =>
        uses(strings(lang), concept.words[lang].forbidden).map((use) => `${concept.name}: ${use}`),
      );
      expect(found).to.deep.equal([]);
    });

    it(`${lang}: every term the table lists is used`, () => {
      const missing = concepts.flatMap((concept) =>
        unused(strings(lang), concept.words[lang].terms).map((term) => `${concept.name}: ${term}`),
      );
      expect(missing).to.deep.equal([]);
    });
  }
});
