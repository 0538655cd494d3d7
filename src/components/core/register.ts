/**
 * Registration: both element modules define their tag with a literal
 * `customElements.define('gonnect-board', ...)` (the manifest analyzer finds tag names
 * there), guarded by {@link unclaimed}.
 */

/**
 * Whether the element name is still free. When another copy of the package (such as
 * `embed.js` beside a bundle) registered it first, that one stays and this warns,
 * rather than letting `customElements.define` throw and stop this copy's module.
 * @internal
 */
export function unclaimed(name: string): boolean {
  const free = !customElements.get(name);
  if (!free) console.warn(`<${name}> is already defined on this page; this copy of gonnect-connect6 leaves it as it is.`);
  return free;
}
