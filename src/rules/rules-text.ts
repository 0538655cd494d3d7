/**
 * The rule text of both games as structured data, for scripts and for the rule panel:
 * `rulesText('gonnect', 'es')` gives the title, the summary and every section with its
 * headings, paragraphs, list items and illustrated figures, in that language.
 *
 * It reads the `rules` part of the locale files directly and needs no i18next instance
 * and no DOM. Each language's text is loaded on first use (its own chunk in the builds,
 * so pages that never open the rules never download them) and kept afterwards.
 */
import { LANGUAGES, matchLanguage, type Language } from '../vocabulary.js';
import { loadOnceEach } from '../load-once.js';
import { getFigure, type Figure, type GameId } from './figures.js';

/** The languages the rule text is written in: those of the boards. */
export const RULES_LANGUAGES = LANGUAGES;
/** A language of the rule text: `'es'`. */
export type RulesLanguage = Language;

/** A section as the locale files hold it, under `rules.<game>.sections`. */
export interface RulesSectionSource {
  /** English kebab-case id, the same in every language: `'pie-rule'`. */
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
  /** Ids of the figures shown with this section: `['capture']`. */
  figures?: string[];
}

/** One game's text as the locale files hold it, under `rules.<game>`. */
export interface GameRulesSource {
  title: string;
  summary: string;
  sections: RulesSectionSource[];
}

/** The whole `rules` key of a locale file. */
export interface RulesSource {
  gonnect: GameRulesSource;
  connect6: GameRulesSource;
  /** Figure captions by figure id. */
  figures: Record<string, string>;
}

/** A figure with its caption in the requested language. */
export interface RulesFigure extends Figure {
  /** What the diagram shows, one or two sentences. */
  caption: string;
}

/** One section of the rule text. */
export interface RulesSection {
  /** English kebab-case id, the same in every language: `'capture'`. */
  id: string;
  /** `'Capturing'`. */
  heading: string;
  /** Plain text paragraphs, at least one; no HTML, no Markdown. */
  paragraphs: string[];
  /** A list shown after the paragraphs; empty when the section has none. */
  items: string[];
  /** Diagrams shown after the text; empty when the section has none. */
  figures: RulesFigure[];
}

/** The full rules of one game in one language. */
export interface RulesText {
  game: GameId;
  /** The language actually used, after fallback: `'es'` for `'es-AR'`. */
  lang: RulesLanguage;
  /** The game's name: `'Gonnect'`. */
  title: string;
  /** The game in one sentence. */
  summary: string;
  sections: RulesSection[];
}

const LOADERS: Record<RulesLanguage, () => Promise<{ default: RulesSource }>> = {
  en: () => import('../../locales/en.json?rules'),
  es: () => import('../../locales/es.json?rules'),
  ru: () => import('../../locales/ru.json?rules'),
};

/**
 * The rule-text language for a BCP 47 tag: its primary subtag if we have it, else English.
 * `'es-AR'` gives `'es'`, `'RU'` gives `'ru'`, `'fr'` and `''` give `'en'`.
 */
export function resolveRulesLanguage(lang: string | null | undefined): RulesLanguage {
  return matchLanguage(lang) ?? 'en';
}

/**
 * The raw `rules` tree of one language, loaded once (also for tests and tools that check the
 * locales); a load that failed is tried again at the next call (a panel opened again).
 */
export const rulesSource: (lang: RulesLanguage) => Promise<RulesSource> = loadOnceEach(async (lang) => (await LOADERS[lang]()).default);

/**
 * The full rules of `game` in `lang` (any BCP 47 tag; see {@link resolveRulesLanguage}).
 * Each section lists its figures with their setup data and caption. A figure id the
 * figure table lacks is left out; a caption missing in `lang` falls back to English.
 * Resolves to fresh arrays and objects: callers may change them freely.
 */
export async function rulesText(game: GameId, lang: string): Promise<RulesText> {
  const language = resolveRulesLanguage(lang);
  const source = await rulesSource(language);
  const text = source[game];
  const captionMissing = text.sections.some((section) => section.figures?.some((id) => !(id in source.figures)));
  // English only if a caption is missing.
  const english = captionMissing ? await rulesSource('en') : source;
  return {
    game,
    lang: language,
    title: text.title,
    summary: text.summary,
    sections: text.sections.map((section) => ({
      id: section.id,
      heading: section.heading,
      paragraphs: [...section.paragraphs],
      items: [...(section.items ?? [])],
      figures: (section.figures ?? []).flatMap((id) => {
        const figure = getFigure(id);
        if (!figure) return [];
        const caption = source.figures[id] ?? english.figures[id] ?? '';
        return [{ ...figure, caption }];
      }),
    })),
  };
}
