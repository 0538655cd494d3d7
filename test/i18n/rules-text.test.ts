// rulesText(game, lang): the structured rule text scripts and the rule panel read.
import { expect } from '@open-wc/testing';
import * as rulesIndex from '../../src/rules/index.js';
import { getFigure } from '../../src/rules/figures.js';
import { resolveRulesLanguage, RULES_LANGUAGES, rulesText } from '../../src/rules/rules-text.js';
import { GAMES, rulesSource } from './rules-sources.js';

describe('rulesText', () => {
  for (const game of GAMES) {
    for (const lang of RULES_LANGUAGES) {
      it(`${game} in ${lang}: title, summary and every section with its text and figures`, async () => {
        const source = rulesSource(lang);
        const text = await rulesText(game, lang);
        expect(text.game).to.equal(game);
        expect(text.lang).to.equal(lang);
        expect(text.title).to.equal(source[game].title);
        expect(text.summary).to.equal(source[game].summary);
        expect(text.sections.map((s) => s.id)).to.deep.equal(source[game].sections.map((s) => s.id));
        text.sections.forEach((section, i) => {
          const raw = source[game].sections[i]!;
          expect(section.heading).to.equal(raw.heading);
          expect(section.paragraphs).to.deep.equal(raw.paragraphs);
          expect(section.paragraphs.length).to.be.greaterThan(0);
          expect(section.items).to.deep.equal(raw.items ?? []);
          expect(section.figures.map((f) => f.id)).to.deep.equal(raw.figures ?? []);
          for (const figure of section.figures) {
            expect(figure.caption).to.equal(source.figures[figure.id]);
            expect(figure.game).to.equal(game);
            const data = getFigure(figure.id)!;
            expect(figure.size).to.equal(data.size);
            expect(figure.black).to.equal(data.black);
            expect(figure.white).to.equal(data.white);
          }
        });
      });
    }
  }

  it('shows figures with the sections that explain them', async () => {
    const english = { gonnect: await rulesText('gonnect', 'en'), connect6: await rulesText('connect6', 'en') };
    const figuresOf = (game: 'gonnect' | 'connect6', id: string) =>
      english[game].sections.find((s) => s.id === id)!.figures.map((f) => f.id);
    expect(figuresOf('gonnect', 'capture')).to.deep.equal(['capture']);
    expect(figuresOf('gonnect', 'suicide')).to.deep.equal(['suicide', 'capture-wins']);
    expect(figuresOf('gonnect', 'example')).to.deep.equal(['full-board']);
    expect(figuresOf('gonnect', 'ko')).to.deep.equal(['ko']);
    expect(figuresOf('gonnect', 'goal')).to.include.members(['connection', 'diagonal']);
    expect(figuresOf('connect6', 'goal')).to.include.members(['six-in-a-row', 'first-stone-wins']);
    expect(figuresOf('connect6', 'turns')).to.include.members(['first-turn', 'two-stone-turn']);
  });

  it('falls back from a regional tag to its language', async () => {
    for (const game of GAMES) {
      expect(await rulesText(game, 'es-AR')).to.deep.equal(await rulesText(game, 'es'));
      expect(await rulesText(game, 'ru-RU')).to.deep.equal(await rulesText(game, 'ru'));
      expect(await rulesText(game, 'en-GB')).to.deep.equal(await rulesText(game, 'en'));
    }
    expect((await rulesText('gonnect', 'es-AR')).lang).to.equal('es');
  });

  it('falls back to English for a language it does not have, or none', async () => {
    for (const game of GAMES) {
      for (const lang of ['fr', 'fr-CA', 'zh-Hant-TW', '', 'xx']) {
        expect(await rulesText(game, lang), lang).to.deep.equal(await rulesText(game, 'en'));
      }
    }
  });

  it('reads language tags case-insensitively, with either separator', () => {
    expect(resolveRulesLanguage('ES')).to.equal('es');
    expect(resolveRulesLanguage('ru_RU')).to.equal('ru');
    expect(resolveRulesLanguage(' es-419 ')).to.equal('es');
    expect(resolveRulesLanguage(null)).to.equal('en');
    expect(resolveRulesLanguage(undefined)).to.equal('en');
  });

  it('returns fresh data each call: changing one result does not change the next', async () => {
    const first = await rulesText('gonnect', 'en');
    first.sections[0]!.paragraphs.push('changed');
    first.sections.find((s) => s.figures.length > 0)!.figures[0]!.caption = 'changed';
    first.sections.pop();
    const second = await rulesText('gonnect', 'en');
    expect(second.sections.length).to.equal(rulesSource('en').gonnect.sections.length);
    expect(second.sections[0]!.paragraphs).to.not.include('changed');
    expect(second.sections.flatMap((s) => s.figures.map((f) => f.caption))).to.not.include('changed');
  });

  it('is exported, with the figures, from src/rules/index', () => {
    expect(rulesIndex.rulesText).to.equal(rulesText);
    expect(rulesIndex.FIGURES.length).to.be.greaterThan(0);
    expect(rulesIndex.figuresOf('connect6').every((f) => f.game === 'connect6')).to.equal(true);
  });
});
