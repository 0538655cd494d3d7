// The floor: a minimal hand-written SVG board. Plain elements, no framework, no
// features (no coordinates, no accessibility, no rules, no status). What ours is
// measured against.
const NS = 'http://www.w3.org/2000/svg';

function node(name, attributes) {
  const element = document.createElementNS(NS, name);
  for (const key in attributes) element.setAttribute(key, attributes[key]);
  return element;
}

/**
 * Draws a size×size board with stones { col, row, color } into `host`. Returns the svg
 * and `place(col, row)`, which adds one circle for the side to move (Black, then White).
 */
export function drawBoard(host, size, stones) {
  const svg = node('svg', { viewBox: `0 0 ${size + 1} ${size + 1}`, width: '100%' });
  svg.append(node('rect', { width: size + 1, height: size + 1, fill: '#dcb35c' }));
  for (let i = 1; i <= size; i++) {
    svg.append(node('line', { x1: 1, y1: i, x2: size, y2: i, stroke: '#000', 'stroke-width': 0.04 }));
    svg.append(node('line', { x1: i, y1: 1, x2: i, y2: size, stroke: '#000', 'stroke-width': 0.04 }));
  }
  const circle = (col, row, color) =>
    svg.append(node('circle', { cx: col + 1, cy: size - row, r: 0.47, fill: color === 'black' ? '#111' : '#f4f4f4' }));
  for (const { col, row, color } of stones) circle(col, row, color);
  let toPlay = 'black';
  const place = (col, row) => {
    circle(col, row, toPlay);
    toPlay = toPlay === 'black' ? 'white' : 'black';
  };
  host.append(svg);
  return { svg, place };
}
