// The Problems page: two problem sets, one board each, read from SGF files with `src`
// (demo/problems/, written by scripts/problem-sets.ts and checked by
// test/records/problem-sets.test.ts). The boards judge the reader's moves themselves; this
// script only points each board at its file and keeps a line from the `solved` and
// `failed` events, as a page that records results would.
import gonnectSet from './problems/gonnect.sgf?url';
import connect6Set from './problems/connect6.sgf?url';

for (const [game, url] of [
  ['gonnect', gonnectSet],
  ['connect6', connect6Set],
] as const) {
  const board = document.getElementById(`${game}-set`)!;
  const record = document.getElementById(`${game}-feedback`)!;
  board.setAttribute('src', url);
  board.addEventListener('solved', (event) => {
    record.textContent = `Solved with ${event.detail.moves.join(' ')}.`;
  });
  board.addEventListener('failed', (event) => {
    const refutation = event.detail.refutation.length ? ` (refuted by ${event.detail.refutation.join(' ')})` : '';
    record.textContent = `Failed after ${event.detail.moves.join(' ')}${refutation}.`;
  });
}
