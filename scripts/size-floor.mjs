// npm run size:floor: what lit and i18next alone weigh in a one-file embed. It builds the
// smallest element that uses both (a LitElement with styles, a reactive property and a
// template; a private i18next instance with interpolation and plurals) with the embed's
// own Vite config (`--mode embed`, only the entry and output changed), and prints its
// gzipped size, then what is left of the budget for everything of ours, against what
// ours weighs today.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { BUDGET_KB, EMBED, gzippedSize, kb } from './size.mjs';

const ENTRY_ID = 'size-floor-entry.js';
const ENTRY = `
import { LitElement, css, html } from 'lit';
import i18next from 'i18next';
const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: { hi: 'Hi {{name}}', n_one: '{{count}} stone', n_other: '{{count}} stones' } } } });
class Floor extends LitElement {
  static styles = css\`:host { display: block }\`;
  static properties = { name: {} };
  render() { return html\`<p>\${i18n.t('hi', { name: this.name })} \${i18n.t('n', { count: 2 })}</p>\`; }
}
customElements.define('size-floor', Floor);
`;

/** @type {import('vite').Plugin} Vite makes the lib entry an absolute path; this answers for it with the code above. */
const floorEntry = {
  name: 'floor-entry',
  resolveId: (id) => (id.endsWith(ENTRY_ID) ? id : null),
  load: (id) => (id.endsWith(ENTRY_ID) ? ENTRY : null),
};

const outDir = mkdtempSync(join(tmpdir(), 'size-floor-'));
try {
  await build({
    configFile: 'vite.config.ts',
    mode: 'embed',
    logLevel: 'error',
    plugins: [floorEntry],
    build: { outDir, manifest: false, lib: { entry: ENTRY_ID, fileName: () => 'floor.js' } },
  });
  const floor = gzippedSize(join(outDir, 'floor.js'));
  console.log(`lit and i18next alone: ${kb(floor)} KB gzipped (${floor} B)`);
  console.log(`left of the ${BUDGET_KB} KB budget for ours: ${kb(BUDGET_KB * 1024 - floor)} KB`);
  if (existsSync(EMBED)) {
    const embed = gzippedSize(EMBED);
    console.log(`ours in ${EMBED} today: ${kb(embed - floor)} KB (${embed} B in all)`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
