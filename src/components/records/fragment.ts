/** The fragment of `location` as its entries: `#a=1&b=2` gives `a` → `1`, `b` → `2` (each board's link is its entry). */
export const fragmentEntries = (): URLSearchParams => new URLSearchParams(location.hash.slice(1));
