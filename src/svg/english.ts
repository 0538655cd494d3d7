/**
 * The boards' words for `renderSvg` and `prerender`: a private i18next instance with the `ui`
 * strings of locales/*.json, so that it says and refuses exactly what a board does. (The
 * page's i18n module is not used: it also loads the other languages on first use, which a
 * Node module has no place for.) The `?ui` import is the locale's `ui` part alone, in the
 * build (scripts/locale-parts.mjs) and in Node's tests (scripts/locale-parts-node.mjs).
 * `renderSvg` speaks English; `prerender` speaks the board's `lang`.
 */
import i18next from 'i18next';
import en from '../../locales/en.json?ui';
import es from '../../locales/es.json?ui';
import ru from '../../locales/ru.json?ui';
import type { Translate } from '../i18n/i18n.js';
import type { Language } from '../vocabulary.js';

const instance = i18next.createInstance();
void instance.init({
  resources: { en: { translation: { ui: en } }, es: { translation: { ui: es } }, ru: { translation: { ui: ru } } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The `t` of the `ui` strings in a language: `wordsIn('es')('turn.black')` is `'Juegan las negras'`. */
export function wordsIn(language: Language): Translate {
  return instance.getFixedT(language, null, 'ui') as unknown as Translate;
}

/** The English `t` of the `ui` strings: `english('turn.black')` is `'Black to play'`. */
export const english: Translate = wordsIn('en');
