/**
 * Coordinate labels drawn as strokes: a small single-stroke alphabet (the Go column
 * letters, no I) and the digits, on a 4 × 6 grid (y down, baseline at 6). All the labels
 * of a board become one path, so they cost no text layout (fifty 19×19 diagrams would
 * otherwise lay out thousands of glyphs) and look the same in every browser and font.
 */
const GLYPHS: Record<string, string> = {
  A: 'M0 6L2 0L4 6M.7 4H3.3',
  B: 'M0 6V0H2.4C4 0 4 3 2.4 3H0M2.4 3C4.3 3 4.3 6 2.4 6H0',
  C: 'M4 1C3 -.4 0 -.3 0 3C0 6.3 3 6.4 4 5',
  D: 'M0 0V6H1.8C4.4 6 4.4 0 1.8 0Z',
  E: 'M4 0H0V6H4M0 3H3',
  F: 'M4 0H0V6M0 3H3',
  G: 'M4 1C3 -.4 0 -.3 0 3C0 6.4 4 6.6 4 3.5H2.2',
  H: 'M0 0V6M4 0V6M0 3H4',
  J: 'M3 0V4.4C3 6.4 .3 6.4 0 4.8',
  K: 'M0 0V6M4 0L0 3.8M1.3 2.6L4 6',
  L: 'M0 0V6H4',
  M: 'M0 6V0L2 4L4 0V6',
  N: 'M0 6V0L4 6V0',
  O: 'M2 0C-.7 0 -.7 6 2 6C4.7 6 4.7 0 2 0Z',
  P: 'M0 6V0H2.4C4.3 0 4.3 3.2 2.4 3.2H0',
  Q: 'M2 0C-.7 0 -.7 6 2 6C4.7 6 4.7 0 2 0ZM2.5 4.3L4 6.3',
  R: 'M0 6V0H2.4C4.3 0 4.3 3.2 2.4 3.2H0M2.2 3.2L4 6',
  S: 'M3.8 .9C3 -.3 .2 -.3 .2 1.6C.2 3.4 3.8 2.6 3.8 4.5C3.8 6.3 .9 6.4 0 5.1',
  T: 'M0 0H4M2 0V6',
  U: 'M0 0V4C0 6.6 4 6.6 4 4V0',
  V: 'M0 0L2 6L4 0',
  W: 'M0 0L1 6L2 2L3 6L4 0',
  X: 'M0 0L4 6M4 0L0 6',
  Y: 'M0 0L2 3L4 0M2 3V6',
  Z: 'M0 0H4L0 6H4',
  0: 'M2 0C-.6 0 -.6 6 2 6C4.6 6 4.6 0 2 0Z',
  1: 'M.9 1.3L2.6 0V6',
  2: 'M.2 1.4C.8 -.4 3.9 -.4 3.9 1.7C3.9 3.3 .1 4.4 0 6H4',
  3: 'M.3 .9C1.3 -.4 3.8 -.2 3.8 1.5C3.8 2.8 2.4 3 1.5 3C2.6 3 4 3.3 4 4.6C4 6.3 1 6.5 0 5.1',
  4: 'M3 6V0L0 4.2H4',
  5: 'M3.7 0H.6L.3 2.8C1.8 2 4 2.3 4 4.2C4 6.3 1 6.5 0 5.2',
  6: 'M3.6 .6C2 -.8 0 .6 0 3.6C0 6.3 4 6.4 4 4C4 1.8 .8 2 .1 3.6',
  7: 'M0 0H4L1.4 6',
  8: 'M2 3C-.2 3 -.2 0 2 0C4.2 0 4.2 3 2 3C-.4 3 -.4 6 2 6C4.4 6 4.4 3 2 3Z',
  9: 'M3.9 2.4C3.2 4 0 4.2 0 2C0 -.4 4 -.3 4 2.4C4 5.4 2 6.8 .4 5.4',
};

/** The glyph grid: width, height, and the gap between two glyphs of one label. */
const WIDTH = 4;
const HEIGHT = 6;
const GAP = 1.6;

/** One glyph moved to (x, y) (its top left) and scaled: M, L, C and Q take x y pairs, H takes x, V takes y. */
function placeGlyph(path: string, x: number, y: number, scale: number, across = scale): string {
  let command = 'M';
  let index = 0;
  let out = '';
  for (const token of path.match(/[A-Z]|-?\d*\.?\d+/g) ?? []) {
    if (token >= 'A') {
      command = token;
      index = 0;
      out += token;
      continue;
    }
    const isY = command === 'V' || (command !== 'H' && index % 2 === 1);
    out += (index++ > 0 ? ' ' : '') + +(Number(token) * (isY ? scale : across) + (isY ? y : x)).toFixed(2);
  }
  return out;
}

/** A label centred on (cx, cy), `height` units tall, as path data; `narrow` (0–1) squeezes its glyphs sideways. */
export function labelPath(text: string, cx: number, cy: number, height: number, narrow = 1): string {
  const scale = height / HEIGHT;
  const across = scale * narrow;
  const width = (text.length * WIDTH + (text.length - 1) * GAP) * across;
  let x = cx - width / 2;
  let path = '';
  for (const char of text) {
    path += placeGlyph(GLYPHS[char] ?? '', x, cy - height / 2, scale, across);
    x += (WIDTH + GAP) * across;
  }
  return path;
}
