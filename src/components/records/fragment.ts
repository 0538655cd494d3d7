/** The fragment of `location` as its entries: `#a=1&b=2` gives `a` → `1`, `b` → `2` (each board's link is its entry). */
export const fragmentEntries = (): URLSearchParams => new URLSearchParams(location.hash.slice(1));

/** The longest entry decoded: longer ones are no link (at most 8,000 characters), and decoding megabytes would hold the page for a second. */
const LONGEST = 65_536;

/**
 * The entry `id` of the fragment, as `fragmentEntries().get(id)` (the first, decoded), or null;
 * an entry longer than 64 KB comes back as written, for the link's reader to refuse by its length.
 */
export function fragmentEntry(id: string): string | null {
  for (const piece of location.hash.slice(1).split('&')) {
    const equals = piece.indexOf('=');
    const name = equals < 0 ? piece : piece.slice(0, equals);
    if (name.length > LONGEST || new URLSearchParams(`${name}=`).keys().next().value !== id) continue;
    const value = equals < 0 ? '' : piece.slice(equals + 1);
    return value.length > LONGEST ? value : new URLSearchParams(`v=${value}`).get('v');
  }
  return null;
}
