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

/**
 * Every UI string and every rule-text string of one language, a rule section named by
 * its id: `rules.gonnect.chains.paragraphs.0`, not `rules.gonnect.sections.2.paragraphs.0`.
 */
function strings(lang: Language): Located[] {
  const ui = (resources(lang) as { ui: unknown }).ui;
  const source = rulesSource(lang);
  const byId = (path: string) =>
    path.replace(/^rules\.(gonnect|connect6)\.sections\.(\d+)/, (_, game: 'gonnect' | 'connect6', index: string) => {
      return `rules.${game}.${source[game].sections[Number(index)]!.id}`;
    });
  return [...located(ui, 'ui'), ...located(source, 'rules', notProse).map(({ path, text }) => ({ path: byId(path), text }))];
}

/** The strings at a place the table names (`ui.refusal.suicide`, `rules.gonnect.chains`) and under it. */
const at = (all: Located[], place: string) =>
  all.filter(({ path }) => path === place || path.startsWith(`${place}.`) || path.startsWith(`${place}_`));

describe('terminology table', () => {
  it('names the concepts the rules rest on, each with a term in every language and where it is used', () => {
    const names = concepts.map((concept) => concept.name);
    expect(names).to.include.members([
      'stone',
      'chain',
      'liberty',
      'capture',
      'edge',
      'turn',
      'move',
      'position',
      'swap',
      'ko',
      'suicide',
      'draw',
    ]);
    expect(new Set(names).size).to.equal(names.length);
    for (const concept of concepts) {
      for (const lang of LANGUAGES) expect(concept.words[lang].terms.length, `${concept.name} ${lang}`).to.be.greaterThan(0);
      expect(concept.where.length, `${concept.name}: where`).to.be.greaterThan(0);
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
      where: [],
    });
    const [edge] = parseTerminology(
      '| concept | en | es | ru | where |\n|---|---|---|---|---|\n| edge | `edge` | `borde` | `сторон*` · not: `края` | `ui.result.connection`, `rules.gonnect.goal` |',
    );
    expect(edge!.where).to.deep.equal(['ui.result.connection', 'rules.gonnect.goal']);
    expect(edge!.words.ru.forbidden).to.deep.equal(['края']);
    expect(() =>
      parseTerminology('| concept | en | es | ru | where |\n|---|---|---|---|---|\n| edge | `edge` | `borde` | `сторон*` |'),
    ).to.throw();
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
    const capture = concepts.find((concept) => concept.name === 'capture')!;
    const taken: Located[] = [{ path: 'ui.w', text: 'Чёрные захватили 2 камня' }];
    expect(uses(taken, capture.words.ru.forbidden)).to.deep.equal(['ui.w: захва*']);
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

    it(`${lang}: every place the table names exists and uses the concept's word there`, () => {
      const all = strings(lang);
      const wrong = concepts.flatMap((concept) =>
        concept.where
          .filter((place) => uses(at(all, place), concept.words[lang].terms).length === 0)
          .map((place) => `${concept.name}: ${place}`),
      );
      expect(wrong).to.deep.equal([]);
    });

    it(`${lang}: every term the table lists is used`, () => {
      const missing = concepts.flatMap((concept) =>
        unused(strings(lang), concept.words[lang].terms).map((term) => `${concept.name}: ${term}`),
      );
      expect(missing).to.deep.equal([]);
    });
  }
});
