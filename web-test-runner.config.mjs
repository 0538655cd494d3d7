// Browser tests (test/components, test/i18n; the Node tests' folders are left out): real Chromium (Debian's package), TypeScript through esbuild.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { wtrLocaleParts } from './scripts/locale-parts.mjs';
import { totalsReporter } from './scripts/totals-reporter.mjs';

const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

export default {
  files: ['test/**/*.test.ts', '!test/engine/**', '!test/notation/**', '!test/ai/**', '!test/build/**', '!test/e2e/**'],
  nodeResolve: { exportConditions: ['production'] },
  plugins: [
    wtrLocaleParts(),
    esbuildPlugin({ ts: true, json: true, tsconfig: './tsconfig.json', target: 'es2022' }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    }),
  ],
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), totalsReporter('.wtr-results.json')],
};
