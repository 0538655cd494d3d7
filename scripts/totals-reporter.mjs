// A web-test-runner reporter that writes the run's test totals to a JSON file,
// so that scripts/test.mjs can print them on a line of their own.
import { writeFileSync } from 'node:fs';

/** @typedef {{ passed: number, failed: number, skipped: number }} Totals `{ passed: 612, failed: 0, skipped: 0 }` */

/**
 * Adds the tests of `suite` and of the suites inside it to `totals`.
 * @param {import('@web/test-runner').TestSuiteResult | undefined} suite
 * @param {Totals} totals
 */
function count(suite, totals) {
  if (!suite) return;
  for (const test of suite.tests) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const child of suite.suites) count(child, totals);
}

/**
 * The reporter; `file` is where the totals go: `'.wtr-results.json'`.
 * @param {string} file
 * @returns {import('@web/test-runner').Reporter}
 */
export function totalsReporter(file) {
  return {
    stop({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        count(session.testResults, totals);
        // A file that failed to load or threw outside a test counts as one failure.
        if (session.errors.length > 0 && !session.passed) totals.failed += 1;
      }
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
