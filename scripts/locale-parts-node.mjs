// Node (the tests under `node --import tsx`): `node --import ./scripts/locale-parts-node.mjs`
// gives `…/locales/xx.json?ui` and `?rules` the meaning they have in Vite and
// web-test-runner (scripts/locale-parts.mjs): a module whose default export is that part.
import { register } from 'node:module';

register('./locale-parts-hooks.mjs', import.meta.url);
