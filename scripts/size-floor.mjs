// npm run size:floor: what lit and i18next alone weigh in a one-file embed. It builds the
// smallest element that uses both (a LitElement with styles, a reactive property and a
// template; a private i18next instance with interpolation and plurals) the way
// `vite build --mode embed` builds dist/embed.js, and prints its gzipped size, then what
// is left of the budget for everything of ours, against what ours weighs today.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { BUDGET_KB } from './size.mjs';

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

const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const outDir = mkdtempSync(join(tmpdir(), 'size-floor-'));
try {
  await build({
    configFile: false,
    logLevel: 'error',
    // Vite makes the lib entry an absolute path; the plugin answers for it with the code above.
    plugins: [{ name: 'floor-entry', resolveId: (id) => (id.endsWith(ENTRY_ID) ? id : null), load: (id) => (id.endsWith(ENTRY_ID) ? ENTRY : null) }],
    build: {
      outDir,
      target: 'es2022',
      lib: { entry: ENTRY_ID, formats: ['es'], fileName: () => 'floor.js' },
      rolldownOptions: { output: { minify: true } },
    },
  });
  const floor = gzipped(join(outDir, 'floor.js'));
  const room = BUDGET_KB * 1024 - floor;
  console.log(`lit and i18next alone: ${kb(floor)} gzipped (${floor} B)`);
  console.log(`left of the ${BUDGET_KB} KB budget for ours: ${kb(room)}`);
  if (existsSync('dist/embed.js')) {
    const embed = gzipped('dist/embed.js');
    console.log(`ours in dist/embed.js today: ${kb(embed - floor)} (${embed} B in all)`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
