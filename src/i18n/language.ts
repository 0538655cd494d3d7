/**
 * Which language a board speaks: its own `lang`, else the nearest ancestor's (walking
 * up through shadow roots to their hosts), else the document's, else the browser's,
 * else English. `'es-MX'` reads as `'es'`; a language we lack reads as English.
 *
 * One MutationObserver, shared by all boards, watches `lang` attributes in the document
 * and in the shadow roots that hold boards (a board inside another component), while at
 * least one board is connected.
 */
import { matchLanguage, type Language } from '../vocabulary.js';

export { matchLanguage } from '../vocabulary.js';

/** A board that re-renders when its language may have changed. */
export interface LanguageListener {
  handleLanguageChange(): void;
}

/** The element's own or nearest ancestor's non-empty `lang`, crossing shadow roots. */
function nearestLang(element: Element): string | null {
  let node: Element | null = element;
  while (node) {
    const lang = node.getAttribute('lang');
    if (lang) return lang;
    const parent: Element | null = node.parentElement;
    node = parent ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
  }
  return null;
}

/** The language an element should speak. */
export function resolveLanguage(element: Element): Language {
  const lang = nearestLang(element) ?? document.documentElement.getAttribute('lang');
  if (lang) return matchLanguage(lang) ?? 'en';
  for (const tag of globalThis.navigator?.languages ?? []) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return 'en';
}

const listeners = new Set<LanguageListener>();
let observer: MutationObserver | null = null;

function handleMutations(): void {
  for (const listener of listeners) listener.handleLanguageChange();
}

/**
 * Starts telling a connected board (`element`) about `lang` changes in the document and
 * in every shadow root around it (the first board starts the observer). A root stays observed
 * until the last board leaves; observing it again changes nothing.
 */
export function watchLanguage(listener: LanguageListener, element: Element): void {
  listeners.add(listener);
  const options = { attributes: true, attributeFilter: ['lang'], subtree: true };
  if (!observer) {
    observer = new MutationObserver(handleMutations);
    observer.observe(document.documentElement, options);
  }
  for (let root = element.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) observer.observe(root, options);
}

/** Stops telling a board (the last board stops the observer). */
export function unwatchLanguage(listener: LanguageListener): void {
  listeners.delete(listener);
  if (listeners.size > 0 || !observer) return;
  observer.disconnect();
  observer = null;
}

/** Test hook: how many boards listen, and whether the observer runs. */
export function languageWatch(): { listeners: number; observing: boolean } {
  return { listeners: listeners.size, observing: observer !== null };
}
