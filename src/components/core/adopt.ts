/**
 * Styles that arrive with a chunk loaded on first use (the rules panel, the replay bar),
 * added to a board's shadow root after the element's own. Each adds to what the root
 * has, so the order in which the chunks arrive does not matter.
 */
import { adoptStyles, supportsAdoptingStyleSheets, type CSSResult } from 'lit';

/** The shadow roots and the styles added to them. */
const added = new WeakMap<ShadowRoot, Set<CSSResult>>();

/** Adds `styles` to a board's shadow root, once. */
export function addStyles(root: ShadowRoot, styles: CSSResult): void {
  const done = added.get(root) ?? new Set<CSSResult>();
  if (done.has(styles)) return;
  added.set(root, done.add(styles));
  // Lit's adoption replaces the root's sheets (it appends style elements only where sheets cannot be adopted).
  if (supportsAdoptingStyleSheets) root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles.styleSheet!];
  else adoptStyles(root, [styles]);
}
