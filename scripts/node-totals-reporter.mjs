// A node:test reporter that writes the run's totals as one line of JSON,
// `{"passed":812,"failed":0,"skipped":2}`, so that scripts/test.mjs reads them instead of
// the spec reporter's text. It counts as node's own summary does: tests, not suites (a
// suite's failure is its tests' failures); a skipped or todo test is skipped; a cancelled
// test (a timeout, a failed hook) and a file that fails outside its tests are failures.
// Used as `--test-reporter=./scripts/node-totals-reporter.mjs --test-reporter-destination=FILE`.

/**
 * @param {AsyncIterable<import('node:test/reporters').TestEvent>} source
 * @returns {AsyncGenerator<string, void>}
 */
export default async function* nodeTotalsReporter(source) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { details, skip, todo } = event.data;
    if (details.type === 'suite') continue;
    if ((skip !== undefined && skip !== false) || (todo !== undefined && todo !== false)) totals.skipped += 1;
    else if (event.type === 'test:pass') totals.passed += 1;
    else totals.failed += 1;
  }
  yield `${JSON.stringify(totals)}\n`;
}
