/**
 * The one way code and data load on first use, in every layer: a load runs once and every
 * caller shares it; a load that failed is forgotten, so the next call tries again (a page
 * that was offline for a moment recovers). It imports nothing, like vocabulary.ts.
 *
 *     const loadView = loadOnce(() => import('./replay-view.js'));
 *     const loadText = loadOnceEach((lang: string) => import(`./${lang}.json`));
 */

/** A load of one thing, run at the first call and shared by every later one until it fails. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  const each = loadOnceEach((_: void) => load());
  return () => each();
}

/** {@link loadOnce} for a family of things named by a key: each key loads once, a failed key loads again at its next call. */
export function loadOnceEach<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const pending = new Map<K, Promise<T>>();
  return (key) => {
    let loading = pending.get(key);
    if (!loading) {
      loading = load(key).catch((error: unknown) => {
        pending.delete(key);
        throw error;
      });
      pending.set(key, loading);
    }
    return loading;
  };
}
