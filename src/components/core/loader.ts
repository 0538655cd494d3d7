/**
 * Code that loads on first use, once for every board: `const loadView = onFirstUse(() => import('../view/x.js'))`.
 * Every call gives the same load; a load that failed is forgotten, so the next call tries
 * again (a page that was offline for a moment recovers).
 */
import { loadLaterStrings } from '../../i18n/i18n.js';

export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/**
 * {@link onFirstUse} for code that shows words: the rest of the English strings
 * (src/i18n/i18n.ts) loads alongside, and the load settles once both are there:
 * `const loadMode = withWords(() => import('../computer/computer-mode.js'))`.
 */
export function withWords<T>(load: () => Promise<T>): () => Promise<T> {
  return onFirstUse(async () => {
    const [module] = await Promise.all([load(), loadLaterStrings()]);
    return module;
  });
}
