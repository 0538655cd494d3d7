// The page side of `npm run bench:render`: ?impl=floor draws with floor.js, ?impl=panels
// with floor-panels.js, ?impl=ours with <gonnect-board> from dist/embed/embed.js,
// ?impl=before with another tree's embed (dist/embed-before/); ?readonly makes the board
// that receives the moves a read-only diagram, ?threats shows its threats. The
// harness calls the functions on `window.bench`: `diagrams` times itself in the page;
// `moves` marks each call for the harness, which reads the work that followed from a
// Chromium trace.
const impl = new URL(location.href).searchParams.get('impl');
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const name = ({ col, row }) => `${COLUMNS[col]}${row + 1}`;
const nextPaint = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

const readonlyMoves = new URL(location.href).searchParams.has('readonly');
/** ?threats: the playable board shows its threats (`threats`). */
const threatsShown = new URL(location.href).searchParams.has('threats');
let floor;
if (impl === 'floor') floor = await import('./floor.js');
else if (impl === 'panels') floor = await import('./floor-panels.js');
// ?impl=before: another tree's embed, copied beside ours by `npm run bench:render -- --before=DIR`.
else if (impl === 'before') await import('/dist/embed-before/embed.js');
else await import('/dist/embed/embed.js');

function ourBoard(size, stones, readonly) {
  const board = document.createElement('gonnect-board');
  board.setAttribute('size', String(size));
  board.setAttribute('no-swap', '');
  if (readonly) board.setAttribute('readonly', '');
  const list = (color) =>
    stones
      .filter((s) => s.color === color)
      .map(name)
      .join(' ');
  board.setAttribute('black', list('black'));
  board.setAttribute('white', list('white'));
  return board;
}

/** An experiment of `npm run bench:render:phases -- --style=…`: CSS added to the board's own. */
function addBenchStyle(board) {
  if (!window.benchStyle) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(window.benchStyle);
  board.shadowRoot.adoptedStyleSheets = [...board.shadowRoot.adoptedStyleSheets, sheet];
}

window.bench = {
  /** Renders the diagrams and resolves to the milliseconds until they are painted. */
  async diagrams(size, positions) {
    const host = document.getElementById('diagrams');
    const began = performance.now();
    if (floor) {
      for (const stones of positions) floor.drawBoard(host, size, stones);
    } else {
      const boards = positions.map((stones) => ourBoard(size, stones, true));
      host.append(...boards);
      await Promise.all(boards.map((board) => board.updateComplete));
    }
    await nextPaint();
    return performance.now() - began;
  },

  /**
   * Draws one playable board, waits until the page is idle, then makes the moves one
   * by one: `performance.mark('move N')`, the call (`board.play(point)`, or the floor's
   * `place`, given the point's name for the panels' text), and `gap` ms of nothing, in
   * which the move is painted.
   */
  async moves(size, stones, targets, gap) {
    const host = document.getElementById('single');
    let place;
    if (floor) {
      const placeStone = floor.drawBoard(host, size, stones).place;
      place = (col, row) => placeStone(col, row, name({ col, row }));
    } else {
      // ?readonly: a read-only diagram that the page changes with play() (a commented game stepping on).
      const board = ourBoard(size, stones, readonlyMoves);
      if (threatsShown) board.setAttribute('threats', '');
      host.append(board);
      await board.updateComplete;
      addBenchStyle(board);
      place = (col, row) => board.play(name({ col, row }));
    }
    await nextPaint();
    await sleep(300);
    for (const [n, { col, row }] of targets.entries()) {
      performance.mark(`move ${n}`);
      place(col, row);
      await sleep(gap);
    }
    performance.mark('move end');
  },

  /**
   * A game read by the reader, or the same game played: `mode` 'step' loads `sgf` into a
   * board with controls, shows its setup and steps forward with the replay bar's Forward
   * button; 'play' plays `moves` on an empty playable board with `play()`. Each step is
   * one task: `performance.mark('step N')`, the click or the call, then `gap` ms in which
   * it is painted.
   */
  async record(mode, size, sgf, moves, gap) {
    const host = document.getElementById('single');
    const board = document.createElement('gonnect-board');
    board.setAttribute('size', String(size));
    board.setAttribute('no-swap', '');
    if (mode === 'step') board.record = sgf;
    host.append(board);
    await board.updateComplete;
    addBenchStyle(board);
    let step;
    if (mode === 'step') {
      // The record arrives with the records chunk; then its first position is shown.
      while (board.game.moves.length < moves.length) await sleep(20);
      board.ply = 0;
      await board.updateComplete;
      step = () => board.shadowRoot.querySelector('[part~="forward-button"]').click();
    } else {
      let n = 0;
      step = () => board.play(moves[n++]);
    }
    await nextPaint();
    await sleep(300);
    for (let n = 0; n < moves.length; n++) {
      performance.mark(`step ${n}`);
      step();
      await sleep(gap);
    }
    performance.mark('step end');
    if (board.game.moves.join(' ') !== moves.join(' ')) throw new Error(`${mode}: the board did not reach the game's end`);
  },
};
window.benchReady = true;
