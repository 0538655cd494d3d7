// The module hooks that scripts/locale-parts-node.mjs registers: load a locale part as a module.
import { fileURLToPath } from 'node:url';
import { localePart } from './locale-parts.mjs';

const PART = /[\\/]locales[\\/][a-z]{2}\.json\?(ui|ui-core|ui-later|rules)$/;

/** @type {import('node:module').LoadHook} */
export async function load(url, context, next) {
  const match = PART.exec(url);
  if (!match) return next(url, context);
  const file = fileURLToPath(url.slice(0, url.indexOf('?')));
  return { format: 'module', source: `export default ${localePart(file, match[1])};`, shortCircuit: true };
}
