// The Problems page: one problem set of both games, read from one SGF file with `src`
// (demo/problems/problem-set.sgf, written by scripts/problem-sets.ts and checked by
// test/records/problem-sets.test.ts): each board shows the problems of its own game. The
// boards judge the reader's moves themselves; this script only points them at the file and
// keeps a line from the `solved` and `failed` events, as a page that records results would.
import problemSet from './problems/problem-set.sgf?url';

for (const game of ['gonnect', 'connect6'] as const) {
  const board = document.getElementById(`${game}-set`)!;
  const record = document.getElementById(`${game}-feedback`)!;
  board.setAttribute('src', problemSet);
  board.addEventListener('solved', (event) => {
    record.textContent = `Solved with ${event.detail.moves.join(' ')}.`;
  });
  board.addEventListener('failed', (event) => {
    const refutation = event.detail.refutation.length ? ` (refuted by ${event.detail.refutation.join(' ')})` : '';
    record.textContent = `Failed after ${event.detail.moves.join(' ')}${refutation}.`;
  });
}
