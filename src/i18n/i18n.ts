/**
 * One private i18next instance for every board (never the page's global one),
 * initialised synchronously with the bundled locales. Each board asks for a `t`
 * fixed to its own language, so boards in different languages share the instance.
 */
import i18next, { type TFunction } from 'i18next';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import ru from '../../locales/ru.json';

/** The languages the boards speak, English first (the fallback). */
export const LANGUAGES = ['en', 'es', 'ru'] as const;
/** A supported language: `'es'`. */
export type Language = (typeof LANGUAGES)[number];

const instance = i18next.createInstance();
void instance.init({
  resources: { en: { translation: en }, es: { translation: es }, ru: { translation: ru } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  // Lit renders every string as text, so i18next must not escape it a second time.
  interpolation: { escapeValue: false },
});

const translators = new Map<Language, TFunction>();

/** A `t` for the UI strings (the `ui` key of the locales) in one language. */
export function translator(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    t = instance.getFixedT(language, null, 'ui') as TFunction;
    translators.set(language, t);
  }
  return t;
}

/** The whole resource bundle of a language (tests compare the keys of all locales). */
export function resources(language: Language): unknown {
  return instance.getResourceBundle(language, 'translation');
}
