// The floor: a minimal hand-written SVG board. Plain elements, no framework, no
// features (no coordinates, no accessibility, no rules). What ours is measured against.
const NS = 'http://www.w3.org/2000/svg';

function node(name, attributes) {
  const element = document.createElementNS(NS, name);
  for (const key in attributes) element.setAttribute(key, attributes[key]);
  return element;
}

/** Draws a size×size board with stones { col, row, color } into `host`; returns the svg. */
export function drawBoard(host, size, stones, interactive) {
  const svg = node('svg', { viewBox: `0 0 ${size + 1} ${size + 1}`, width: '100%' });
  svg.append(node('rect', { width: size + 1, height: size + 1, fill: '#dcb35c' }));
  for (let i = 1; i <= size; i++) {
    svg.append(node('line', { x1: 1, y1: i, x2: size, y2: i, stroke: '#000', 'stroke-width': 0.04 }));
    svg.append(node('line', { x1: i, y1: 1, x2: i, y2: size, stroke: '#000', 'stroke-width': 0.04 }));
  }
  const place = (col, row, color) =>
    svg.append(node('circle', { cx: col + 1, cy: size - row, r: 0.47, fill: color === 'black' ? '#111' : '#f4f4f4' }));
  for (const { col, row, color } of stones) place(col, row, color);
  if (interactive) {
    let toPlay = 'black';
    svg.addEventListener('pointerup', (event) => {
      const box = svg.getBoundingClientRect();
      const col = Math.round(((event.clientX - box.left) / box.width) * (size + 1)) - 1;
      const row = size - Math.round(((event.clientY - box.top) / box.height) * (size + 1));
      place(col, row, toPlay);
      toPlay = toPlay === 'black' ? 'white' : 'black';
      svg.dispatchEvent(new CustomEvent('move', { bubbles: true, composed: true }));
    });
  }
  host.append(svg);
  return svg;
}
