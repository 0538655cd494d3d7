// The "rules" key of locales/{en,es,ru}.json: one structure in three languages, every
// string filled and written in its own language, every figure defined and captioned.
import { expect } from '@open-wc/testing';
import { parseMarks, parseMoveList, parsePointList } from '../../src/notation/index.js';
import { FIGURES, getFigure } from '../../src/rules/figures.js';
import { SIZES } from '../../src/vocabulary.js';
import { RULES_LANGUAGES, type RulesLanguage } from '../../src/rules/rules-text.js';
import { GAMES, rulesSource } from './rules-sources.js';

const OTHERS = ['es', 'ru'] as const;

/** Values that are the same in every language: the games' names. Nothing else. */
const PROPER_NAMES = new Set(['Gonnect', 'Connect6']);

/** A string leaf of a JSON tree, with its path: `gonnect.sections.3.heading`. */
interface Leaf {
  path: string;
  key: string;
  value: string;
}

/** The shape of a tree: object keys and array lengths, one line each. */
function shape(node: unknown, path = ''): string[] {
  if (Array.isArray(node)) return [`${path}[${node.length}]`, ...node.flatMap((v, i) => shape(v, `${path}.${i}`))];
  if (node !== null && typeof node === 'object') {
    return Object.keys(node)
      .sort()
      .flatMap((key) => shape((node as Record<string, unknown>)[key], path ? `${path}.${key}` : key));
  }
  return [`${path}:${typeof node}`];
}

/** Every string in a tree; `key` is the nearest object key (for array items, the array's). */
function leaves(node: unknown, path = '', key = ''): Leaf[] {
  if (typeof node === 'string') return [{ path, key, value: node }];
  if (Array.isArray(node)) return node.flatMap((v, i) => leaves(v, `${path}.${i}`, key));
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k, k));
  }
  return [];
}

/** Leaves that are prose (not section ids, not figure references). */
function prose(lang: RulesLanguage): Leaf[] {
  return leaves(rulesSource(lang)).filter(({ key, path }) => key !== 'id' && !/\.sections\.\d+\.figures\./.test(path));
}

const CYRILLIC = /[\u0400-\u04FF]/;

describe('rules locales: structure', () => {
  it('has a rules tree for both games and the figure captions in every language', () => {
    for (const lang of RULES_LANGUAGES) {
      const rules = rulesSource(lang);
      expect(Object.keys(rules).sort(), lang).to.deep.equal(['connect6', 'figures', 'gonnect']);
      for (const game of GAMES) expect(rules[game].sections.length, `${lang} ${game}`).to.be.greaterThan(0);
    }
  });

  for (const lang of OTHERS) {
    it(`${lang} has exactly the keys and array lengths of en`, () => {
      expect(shape(rulesSource(lang))).to.deep.equal(shape(rulesSource('en')));
    });
  }

  it('uses the same section ids, in the same order, in every language', () => {
    for (const game of GAMES) {
      const ids = rulesSource('en')[game].sections.map((s) => s.id);
      for (const lang of OTHERS)
        expect(
          rulesSource(lang)[game].sections.map((s) => s.id),
          `${lang} ${game}`,
        ).to.deep.equal(ids);
    }
  });

  it('gives every section a unique kebab-case id, a heading and at least one paragraph', () => {
    for (const lang of RULES_LANGUAGES) {
      for (const game of GAMES) {
        const sections = rulesSource(lang)[game].sections;
        expect(new Set(sections.map((s) => s.id)).size, `${lang} ${game} ids`).to.equal(sections.length);
        for (const section of sections) {
          expect(section.id).to.match(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          expect(section.heading, `${lang} ${game} ${section.id}`).to.be.a('string');
          expect(section.paragraphs.length, `${lang} ${game} ${section.id}`).to.be.greaterThan(0);
          if (section.items) expect(section.items.length, `${lang} ${game} ${section.id} items`).to.be.greaterThan(0);
          if (section.figures) expect(section.figures.length, `${lang} ${game} ${section.id} figures`).to.be.greaterThan(0);
        }
      }
    }
  });

  it('covers every rule the design lists, in sections with the expected ids', () => {
    const ids = (game: 'gonnect' | 'connect6') => rulesSource('en')[game].sections.map((s) => s.id);
    expect(ids('gonnect')).to.include.members([
      'board',
      'turns',
      'chains',
      'goal',
      'capture',
      'suicide',
      'ko',
      'no-legal-move',
      'pie-rule',
      'strategy',
      'board-sizes',
      'superko',
    ]);
    expect(ids('connect6')).to.include.members(['board', 'turns', 'goal', 'draw', 'fairness']);
  });
});

describe('rules locales: the text itself', () => {
  it('has no empty string anywhere', () => {
    for (const lang of RULES_LANGUAGES) {
      for (const leaf of leaves(rulesSource(lang))) expect(leaf.value.trim(), `${lang} ${leaf.path}`).to.not.equal('');
    }
  });

  it('holds plain text only: no HTML, no Markdown, no stray spaces', () => {
    for (const lang of RULES_LANGUAGES) {
      for (const { path, value } of prose(lang)) {
        const where = `${lang} ${path}: ${value}`;
        expect(value, where).to.not.match(/[<>*_`#]|\]\(|\{\{/);
        expect(value, where).to.equal(value.trim());
        expect(value, where).to.not.match(/ {2}|\n/);
      }
    }
  });

  for (const lang of OTHERS) {
    it(`${lang} leaves nothing in English (only the games' names are shared)`, () => {
      const english = new Map(prose('en').map((leaf) => [leaf.path, leaf.value]));
      for (const { path, value } of prose(lang)) {
        if (PROPER_NAMES.has(value)) continue;
        expect(value, `${lang} ${path}`).to.not.equal(english.get(path));
      }
    });
  }

  it('writes Russian in Cyrillic and Spanish without it', () => {
    for (const { path, value } of prose('ru')) {
      if (!PROPER_NAMES.has(value)) expect(value, `ru ${path}`).to.match(CYRILLIC);
    }
    for (const { path, value } of [...prose('en'), ...prose('es')]) expect(value, path).to.not.match(CYRILLIC);
  });

  it('keeps the whitelist of shared values narrow: only the titles use it', () => {
    for (const lang of RULES_LANGUAGES) {
      const shared = prose(lang).filter((leaf) => PROPER_NAMES.has(leaf.value));
      expect(shared.map((leaf) => leaf.path).sort(), lang).to.deep.equal(['connect6.title', 'gonnect.title']);
    }
  });

  // A reader of one language alone must meet every rule: look for the words that carry them.
  const TERMS: Record<RulesLanguage, Record<'gonnect' | 'connect6', RegExp[]>> = {
    en: {
      gonnect: [
        /13×13/,
        /15×15/,
        /9×9/,
        /Black plays first/,
        /chain/,
        /diagonal/,
        /libert/,
        /captur/,
        /suicide/,
        /\bko\b/i,
        /[Pp]assing is not allowed/,
        /pie rule/,
        /swap/,
        /opposite edges/,
        /corner/,
        /no legal move/,
        /superko/,
        /territory/,
        /eye/,
        /captured stones are worth nothing/,
        /no score/,
        /stand alone/,
        /These boards play the simple ko rule/,
      ],
      connect6: [
        /19×19/,
        /13×13/,
        /15×15/,
        /single stone/,
        /two stones/,
        /six/,
        /diagonal/,
        /seven or more/,
        /first stone of a turn/,
        /draw/,
        /never moves/,
        /exactly one stone more/,
        /any point of the board/,
        /needs no swap and no forbidden moves/,
      ],
    },
    es: {
      gonnect: [
        /13×13/,
        /15×15/,
        /9×9/,
        /Salen las negras/,
        /cadena/,
        /diagonal/,
        /libertad/,
        /captur/,
        /suicidio/,
        /\bko\b/,
        /No se puede pasar/,
        /regla del pastel/,
        /intercambi/,
        /bordes opuestos/,
        /esquina/,
        /ninguna jugada legal/,
        /superko/,
        /territorio/,
        /ojo/,
        /las piedras capturadas no valen nada/,
        /no se cuentan puntos/,
        /tiene que estar sola/,
        /Estos tableros juegan con la regla del ko simple/,
      ],
      connect6: [
        /19×19/,
        /13×13/,
        /15×15/,
        /una sola piedra/,
        /dos piedras/,
        /seis/,
        /diagonal/,
        /siete o más/,
        /primera piedra de un turno/,
        /empate/,
        /no se mueve nunca/,
        /exactamente una piedra más/,
        /cualquier punto del tablero/,
        /no necesita intercambio ni jugadas prohibidas/,
      ],
    },
    ru: {
      gonnect: [
        /13×13/,
        /15×15/,
        /9×9/,
        /Первыми ходят чёрные/,
        /цепочк/,
        /диагонал/,
        /дыхани/,
        /сним|снят/,
        /самоубийств/,
        /(^|[^а-яё])ко([^а-яё]|$)/i,
        /Пасовать нельзя/,
        /правило пирога/,
        /поменяться/i,
        /противоположных сторон/,
        /угл/,
        /нет ни одного разрешённого хода/,
        /суперко/,
        /территори/,
        /глаз/,
        /снятые камни ничего не стоят/,
        /очков в Gonnect нет/,
        /стоит отдельно/,
        /На этих досках действует простое правило ко/,
      ],
      connect6: [
        /19×19/,
        /13×13/,
        /15×15/,
        /одним-единственным камнем/,
        /два камня/,
        /шест/,
        /диагонал/,
        /семь и больше/,
        /первый камень хода/,
        /вничью/,
        /никогда не передвигается/,
        /ровно на один камень больше/,
        /в любой пункт доски/,
        /не нужны ни право поменяться цветами, ни запрещённые ходы/,
      ],
    },
  };

  for (const lang of RULES_LANGUAGES) {
    it(`${lang} states every rule of both games`, () => {
      for (const game of GAMES) {
        const rules = rulesSource(lang);
        const sectionText = rules[game].sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])]);
        const text = [rules[game].summary, ...sectionText].join('\n');
        for (const term of TERMS[lang][game]) expect(text, `${lang} ${game}`).to.match(term);
      }
    });
  }
});

describe('rules locales: figures', () => {
  it('references only figures that exist, belong to the same game and have a caption in every language', () => {
    for (const lang of RULES_LANGUAGES) {
      for (const game of GAMES) {
        for (const section of rulesSource(lang)[game].sections) {
          for (const id of section.figures ?? []) {
            const figure = getFigure(id);
            expect(figure, `${lang} ${game} ${section.id}: ${id}`).to.exist;
            expect(figure!.game, id).to.equal(game);
            for (const other of RULES_LANGUAGES) expect(rulesSource(other).figures[id], `${other} caption ${id}`).to.be.a('string');
          }
        }
      }
    }
  });

  it('shows every figure in some section, and captions exactly the figures that exist', () => {
    const used = new Set(GAMES.flatMap((game) => rulesSource('en')[game].sections.flatMap((s) => s.figures ?? [])));
    expect([...used].sort()).to.deep.equal(FIGURES.map((f) => f.id).sort());
    for (const lang of RULES_LANGUAGES) {
      expect(Object.keys(rulesSource(lang).figures).sort(), lang).to.deep.equal(FIGURES.map((f) => f.id).sort());
    }
  });

  it('provides the diagrams the rule text needs', () => {
    const ids = FIGURES.map((f) => f.id);
    expect(ids).to.include.members([
      'capture',
      'suicide',
      'capture-wins',
      'ko',
      'connection',
      'diagonal',
      'full-board',
      'six-in-a-row',
      'first-turn',
      'two-stone-turn',
      'first-stone-wins',
    ]);
    expect(new Set(ids).size).to.equal(ids.length);
  });

  for (const figure of FIGURES) {
    it(`figure ${figure.id}: a board of the right size whose points, moves and marks all read`, () => {
      // Small boards, except a figure that shows a game on the usual board.
      const [min, max] = figure.game === 'gonnect' ? [5, 9] : [9, 13];
      if (figure.fullBoard) expect(figure.size).to.equal(SIZES[figure.game].default);
      else expect(figure.size).to.be.within(min, max);
      const black = parsePointList(figure.black, figure.size);
      const white = parsePointList(figure.white, figure.size);
      expect(
        black.filter((p) => white.includes(p)),
        'a point holds two stones',
      ).to.deep.equal([]);
      const moves = parseMoveList(figure.moves ?? '', figure.size);
      for (const move of moves) expect([...black, ...white], `move ${move} on a setup stone`).to.not.include(move);
      const marks = parseMarks(figure.marks ?? '', figure.size);
      if (figure.marks !== undefined) expect(marks.length).to.be.greaterThan(0);
      if (figure.toPlay !== undefined) expect(['black', 'white']).to.include(figure.toPlay);
    });
  }
});
