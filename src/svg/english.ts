/**
 * The boards' English words for `renderSvg`: a private i18next instance with the `ui`
 * strings of locales/en.json, so that it says and refuses exactly what an English board
 * does. (The page's i18n module is not used: it also loads the other languages on first
 * use, which a Node module has no place for.) The `?ui` import is the locale's `ui` part
 * alone, in the build (scripts/locale-parts.mjs) and in Node's tests
 * (scripts/locale-parts-node.mjs).
 */
import i18next from 'i18next';
import ui from '../../locales/en.json?ui';
import type { Translate } from '../i18n/i18n.js';

const instance = i18next.createInstance();
void instance.init({
  resources: { en: { translation: { ui } } },
  lng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The English `t` of the `ui` strings: `english('turn.black')` is `'Black to play'`. */
export const english: Translate = instance.getFixedT('en', null, 'ui') as unknown as Translate;
