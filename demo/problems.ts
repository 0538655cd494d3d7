// The Problems page: one problem set of both games, read from one SGF file with `src`
// (demo/problems/problem-set.sgf, written by scripts/problem-sets.ts and checked by
// test/records/problem-sets.test.ts): each board shows the problems of its own game. The
// boards judge the reader's moves themselves, and the page's markup names the file, so that
// the demo build prerenders the first problem of each (vite.config.ts); this script only keeps
// a line from the `solved` and `failed` events, as a page that records results would.
for (const game of ['gonnect', 'connect6'] as const) {
  const board = document.getElementById(`${game}-set`)!;
  const record = document.getElementById(`${game}-feedback`)!;
  board.addEventListener('solved', (event) => {
    record.textContent = `Solved with ${event.detail.moves.join(' ')}.`;
  });
  board.addEventListener('failed', (event) => {
    const refutation = event.detail.refutation.length ? ` (refuted by ${event.detail.refutation.join(' ')})` : '';
    record.textContent = `Failed after ${event.detail.moves.join(' ')}${refutation}.`;
  });
}
