/**
 * One private i18next instance for every board (never the page's global one),
 * initialised synchronously with the English UI strings. Each board asks for a `t`
 * fixed to its own language, so boards in different languages share the instance.
 * Only the `ui` part of the locale files is used here; the rule text loads on first
 * use (src/rules/rules-text.ts), and so do the Spanish and Russian UI strings
 * ({@link loadLanguage}: a file each, beside embed.js): a page in English never
 * downloads them, and a board in another language draws once its strings are there.
 * Even the English strings come in two halves: what a board needs to draw and play is
 * bundled, and the rest (an attribute's error message, a problem's words) loads when
 * first needed ({@link loadLaterStrings}).
 */
import i18next, { type TFunction } from 'i18next';
import en from '../../locales/en.json?ui-core';

import { LANGUAGES, type Language } from '../vocabulary.js';
import { loadOnceEach } from '../load-once.js';

export { LANGUAGES, type Language } from '../vocabulary.js';

const instance = i18next.createInstance();
void instance.init({
  resources: { en: { translation: { ui: en } } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  // Lit renders every string as text, so i18next must not escape it a second time.
  interpolation: { escapeValue: false },
});

/**
 * What each language's file adds, loaded on first use: Spanish and Russian whole, and for
 * English the half embed.js leaves out (the sections of LATER_UI in scripts/locale-parts.mjs).
 */
const LOADERS: Record<Language, () => Promise<{ default: unknown }>> = {
  en: () => import('../../locales/en.json?ui-later'),
  es: () => import('../../locales/es.json?ui'),
  ru: () => import('../../locales/ru.json?ui'),
};
/** The languages whose strings are all there. */
const whole = new Set<Language>();

/** Whether a board can speak a language now: always English (what a board needs is bundled); Spanish and Russian once loaded. */
export function hasLanguage(language: Language): boolean {
  return language === 'en' || whole.has(language);
}

/**
 * Loads all of a language's UI strings (once; for English, the half embed.js leaves out): `await loadLanguage('ru')`.
 * Rejects when the file cannot be fetched, and a later call tries again.
 */
export function loadLanguage(language: Language): Promise<void> {
  return whole.has(language) ? Promise.resolve() : loadStrings(language);
}

/** Fetches a language's strings and adds them (once; a failed fetch is tried again at the next call). */
const loadStrings = loadOnceEach(async (language: Language) => {
  const { default: ui } = await LOADERS[language]();
  instance.addResourceBundle(language, 'translation', { ui }, true, true);
  whole.add(language);
  // Lookups made before the strings came fell back to English, or found only their keys: they must not stay.
  memo.clear();
});

/** Whether the English strings that are not bundled are there (Spanish and Russian load whole). */
export function hasLaterStrings(): boolean {
  return whole.has('en');
}

/**
 * Loads the English strings that embed.js leaves out (once), as `loadLanguage('en')` does.
 * Whoever is about to show one of them awaits this first: `await loadLaterStrings()`.
 */
export function loadLaterStrings(): Promise<void> {
  return loadLanguage('en');
}

/** Translates a `ui` key: `t('turn.black')`, `t('stonesLeft', { count: 2 })`. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const translators = new Map<Language, Translate>();
/**
 * Finished strings by language, key and options: i18next's own lookup is slow for pages
 * of boards. Bounded, so that no page can make it hold much: at most MEMO_LIMIT entries,
 * each short. What boards look up over and over takes numbers and short words (a size, a
 * count, a game's name); a sentence with a longer text in its options (a bad value
 * quoted in a message, a message inside a message) is looked up each time, never kept.
 */
const memo = new Map<string, string>();
const MEMO_LIMIT = 5000;
const KEPT_OPTION_LENGTH = 16;

/** Whether a lookup's result may be kept: its options hold no text longer than a short word. */
function keepable(options: Record<string, unknown> | undefined): boolean {
  return !options || Object.values(options).every((value) => typeof value !== 'string' || value.length <= KEPT_OPTION_LENGTH);
}

/** A `t` for the UI strings (the `ui` key of the locales) in one language, memoised. */
export function translator(language: Language): Translate {
  let t = translators.get(language);
  if (!t) {
    const fixed = instance.getFixedT(language, null, 'ui') as TFunction;
    t = (key, options) => {
      const id = options ? `${language}|${key}|${JSON.stringify(options)}` : `${language}|${key}`;
      let text = memo.get(id);
      if (text === undefined) {
        // Every ui key is a string (never an object: returnObjects is off).
        text = fixed(key, options as never) as unknown as string;
        if (!keepable(options)) return text;
        if (memo.size >= MEMO_LIMIT) memo.clear();
        memo.set(id, text);
      }
      return text;
    };
    translators.set(language, t);
  }
  return t;
}

/** Test hook: how much the memo holds (entries, and characters of ids and strings). */
export function memoSize(): { entries: number; characters: number } {
  let characters = 0;
  for (const [id, text] of memo) characters += id.length + text.length;
  return { entries: memo.size, characters };
}

/** The whole resource bundle of a language (tests compare the keys of all locales). */
export function resources(language: Language): unknown {
  return instance.getResourceBundle(language, 'translation');
}
