// The page side of `npm run bench:render`: ?impl=floor draws with floor.js,
// ?impl=ours with <gonnect-board> from dist/embed.js. The harness calls the functions
// on `window.bench` and reads back times measured in the page.
const impl = new URL(location.href).searchParams.get('impl');
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const name = ({ col, row }) => `${COLUMNS[col]}${row + 1}`;
const nextPaint = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));

let floor;
let board;
if (impl === 'floor') floor = await import('./floor.js');
else await import('/dist/embed.js');

function ourBoard(size, stones, readonly) {
  const board = document.createElement('gonnect-board');
  board.setAttribute('size', String(size));
  board.setAttribute('no-swap', '');
  if (readonly) board.setAttribute('readonly', '');
  const list = (color) => stones.filter((s) => s.color === color).map(name).join(' ');
  board.setAttribute('black', list('black'));
  board.setAttribute('white', list('white'));
  return board;
}

window.bench = {
  /** Renders the diagrams and resolves to the milliseconds until they are painted. */
  async diagrams(size, positions) {
    const host = document.getElementById('diagrams');
    const began = performance.now();
    if (floor) {
      for (const stones of positions) floor.drawBoard(host, size, stones, false);
    } else {
      const boards = positions.map((stones) => ourBoard(size, stones, true));
      host.append(...boards);
      await Promise.all(boards.map((board) => board.updateComplete));
    }
    await nextPaint();
    return performance.now() - began;
  },

  /** Draws one playable board and starts timing every click until its stone is painted. */
  async single(size, stones) {
    const host = document.getElementById('single');
    if (floor) {
      board = floor.drawBoard(host, size, stones, true);
    } else {
      board = ourBoard(size, stones, false);
      host.append(board);
      await board.updateComplete;
    }
    await nextPaint();
    window.bench.clicks = [];
    host.addEventListener('pointerdown', (event) => {
      const started = event.timeStamp;
      host.addEventListener('move', () => nextPaint().then(() => window.bench.clicks.push(performance.now() - started)), { once: true });
    }, { capture: true });
  },

  /** The client position of a point of the playable board. */
  center(size, target) {
    return pointCenter(board, size, target);
  },
};

/** The client position of a point: the floor by its own arithmetic, ours by its grid cell. */
function pointCenter(board, size, { col, row }) {
  if (floor) {
    const point = new DOMPoint(col + 1, size - row).matrixTransform(board.getScreenCTM());
    return { x: point.x, y: point.y };
  }
  const box = board.shadowRoot.getElementById(`p${name({ col, row })}`).getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}
window.benchReady = true;
