/**
 * Which language a board speaks: its own `lang`, else the nearest ancestor's (walking
 * up through shadow roots to their hosts), else the document's, else the browser's,
 * else English. `'es-MX'` reads as `'es'`; a language we lack reads as English.
 *
 * One MutationObserver, shared by all boards, watches `lang` attributes in the document,
 * and in every shadow root that holds a board (a board inside another component), while
 * at least one board is connected there.
 */
import { LANGUAGES, type Language } from './i18n.js';

/** A board that re-renders when its language may have changed. */
export interface LanguageListener {
  handleLanguageChange(): void;
}

/** The supported language of a BCP 47 tag, or null: `'es-MX'` gives `'es'`. */
export function matchLanguage(tag: string | null | undefined): Language | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] as Language;
  return LANGUAGES.includes(primary) ? primary : null;
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

/** Each connected board, with the roots it is in: the document, then its shadow roots inwards. */
const listeners = new Map<LanguageListener, Node[]>();
let observer: MutationObserver | null = null;

function handleMutations(): void {
  for (const listener of listeners.keys()) listener.handleLanguageChange();
}

/** The document and every shadow root around `element`. */
function rootsOf(element: Element): Node[] {
  const roots: Node[] = [];
  for (let root = element.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) roots.unshift(root);
  return [document.documentElement, ...roots];
}

/** Observes every root some board is in (again from scratch: an observer cannot drop one target). */
function observeRoots(): void {
  observer ??= new MutationObserver(handleMutations);
  observer.disconnect();
  const roots = new Set([...listeners.values()].flat());
  for (const root of roots) observer.observe(root, { attributes: true, attributeFilter: ['lang'], subtree: true });
}

/** Starts telling a connected board about `lang` changes (the first board starts the observer). */
export function watchLanguage(listener: LanguageListener & Element): void {
  const roots = rootsOf(listener);
  const known = new Set([...listeners.values()].flat());
  listeners.set(listener, roots);
  if (!observer || roots.some((root) => !known.has(root))) observeRoots();
}

/** Stops telling a board (the last board stops the observer). */
export function unwatchLanguage(listener: LanguageListener): void {
  const roots = listeners.get(listener);
  if (!roots) return;
  listeners.delete(listener);
  if (!observer) return;
  if (listeners.size === 0) {
    observer.disconnect();
    observer = null;
    return;
  }
  const left = new Set([...listeners.values()].flat());
  if (roots.some((root) => !left.has(root))) observeRoots();
}

/** Test hook: how many boards listen, and whether the observer runs. */
export function languageWatch(): { listeners: number; observing: boolean } {
  return { listeners: listeners.size, observing: observer !== null };
}
