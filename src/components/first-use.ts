/**
 * Code that loads on first use, once for every board: `const loadView = onFirstUse(() => import('./view/x.js'))`.
 * Every call gives the same load; a load that failed is forgotten, so the next call tries
 * again (a page that was offline for a moment recovers).
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
