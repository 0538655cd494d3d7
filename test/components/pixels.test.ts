// What the standalone SVG looks like against what the live board shows, pixel by pixel, in
// Chromium, Firefox and WebKit. The live read-only board is photographed as the browser
// paints it (a screenshot of the viewport through the `page-screenshot` command,
// scripts/screenshot-command.mjs, cropped to the board's SVG); `renderSvg`'s string is
// drawn as an image onto a canvas of the same size. The two must agree within the
// tolerances below; a different position, a missing mark or the other theme must not.
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
// render.js, not index.js: index.js brings prerender's HTML parser (parse5, CommonJS), which the test server cannot serve.
import { renderSvg, type SvgOptions } from '../../src/svg/render.js';
import { boardIn, type Board } from './helpers.js';
import '../../src/index.js';

/**
 * A pixel is a stray when one of its channels is off by more than this (of 255). Where the
 * two drawings agree, the engines differ by less: Chromium and Firefox draw the same
 * pixels exactly, except that Firefox shades some stones' gradients up to 48 apart; a stone,
 * a line, a mark or a letter that is missing or elsewhere is off by far more (black on wood:
 * about 200).
 */
const CHANNEL_SLACK = 48;

/**
 * The share of a board's pixels that may be strays: 0.02 % (46 pixels of a 480 px board).
 * Measured where the drawings agree: 0 in Chromium, at most 0.002 % in Firefox and 0.01 % in
 * WebKit (edges of letters and stones). A triangle missing from a stone makes
 * 0.06 %, a stone on another point over 1 %.
 */
const STRAY_TOLERANCE = 0.0002;

/**
 * The mean difference allowed over all pixels (of 255, the largest channel's): 1. It catches
 * what strays miss, a colour that is a little off everywhere (the light and the dark wood are
 * 44 apart: a mean of about 40). Measured where the drawings agree: at most 0.5 (WebKit's
 * gradients).
 */
const MEAN_TOLERANCE = 1;

/** Resolves after two animation frames: what the page shows is then painted (WebKit needs both). */
const painted = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

/** An image decoded from a URL. */
async function image(url: string): Promise<HTMLImageElement> {
  const picture = new Image();
  picture.src = url;
  await picture.decode();
  return picture;
}

/** The pixels of `source`'s rectangle (x, y, w, h in its own pixels), drawn at w × h. */
function pixels(source: CanvasImageSource, [x, y, w, h]: number[], width: number, height: number): Uint8ClampedArray {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(source, x!, y!, w!, h!, 0, 0, width, height);
  return context.getImageData(0, 0, width, height).data;
}

/** What the browser shows of the board's SVG, at the screenshot's own resolution. */
async function livePicture(el: Board): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  await painted();
  const { png } = await executeServerCommand<{ png: string }, undefined>('page-screenshot');
  const shot = await image(`data:image/png;base64,${png}`);
  const scale = shot.naturalWidth / document.documentElement.clientWidth;
  const box = el.shadowRoot!.querySelector('svg')!.getBoundingClientRect();
  expect(box.bottom, 'the board is inside the viewport').to.be.at.most(innerHeight);
  const rect = [box.x, box.y, box.width, box.height].map((value) => Math.round(value * scale));
  return { data: pixels(shot, rect, rect[2]!, rect[3]!), width: rect[2]!, height: rect[3]! };
}

/** The SVG string drawn as an image at width × height. */
async function svgPicture(svg: string, width: number, height: number): Promise<Uint8ClampedArray> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const picture = await image(url);
    return pixels(picture, [0, 0, picture.naturalWidth, picture.naturalHeight], width, height);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** How far apart two pictures are: the share of strays, and the mean difference. */
interface Distance {
  /** The share of pixels off by more than CHANNEL_SLACK: `0.0001`. */
  strays: number;
  /** The mean over all pixels of the largest channel's difference: `0.3`. */
  mean: number;
}

function compare(a: Uint8ClampedArray, b: Uint8ClampedArray): Distance {
  let strays = 0;
  let sum = 0;
  for (let i = 0; i < a.length; i += 4) {
    const off = Math.max(Math.abs(a[i]! - b[i]!), Math.abs(a[i + 1]! - b[i + 1]!), Math.abs(a[i + 2]! - b[i + 2]!));
    sum += off;
    if (off > CHANNEL_SLACK) strays += 1;
  }
  const count = a.length / 4;
  return { strays: strays / count, mean: sum / count };
}

/** Whether a distance is within both tolerances. */
const alike = ({ strays, mean }: Distance) => strays <= STRAY_TOLERANCE && mean <= MEAN_TOLERANCE;

/**
 * The live board of `markup`, alone at the top left of the viewport, `width` CSS pixels wide:
 * wide enough for its coordinates (a narrow board hides them, core/label-fit.ts, where a
 * picture keeps them), and a width that makes its height a whole number too, so the crop is exact.
 */
async function liveBoard(markup: string, width: number): Promise<Board> {
  const host = await fixture<HTMLElement>(
    html`<div lang="en" style="position: fixed; inset: 0 auto auto 0; width: ${width}px; background: #fff"></div>`,
  );
  return boardIn(host, markup);
}

/** How far the live board of `markup` is from `renderSvg(options)`. */
async function distance(markup: string, options: SvgOptions, width = 300): Promise<Distance> {
  const live = await livePicture(await liveBoard(markup, width));
  return compare(live.data, await svgPicture(renderSvg(options), live.width, live.height));
}

const CASES: [string, string, SvgOptions, number][] = [
  [
    'Gonnect: marks, labels, move numbers and the last move',
    '<gonnect-board readonly theme="light" size="9" black="C3 D4" white="E5" marks="C3:triangle F6:A G7:circle E5:square" moves="F6 G7 H8" numbers="all"></gonnect-board>',
    {
      game: 'gonnect',
      theme: 'light',
      size: 9,
      black: 'C3 D4',
      white: 'E5',
      marks: 'C3:triangle F6:A G7:circle E5:square',
      moves: 'F6 G7 H8',
      numbers: 'all',
    },
    300,
  ],
  [
    'Gonnect: a winning chain in a region, dark',
    '<gonnect-board readonly theme="dark" size="9" black="C1 C2 C3 C4 C5 C6 C7 C8 C9" white="A1 E5" region="A1-F9"></gonnect-board>',
    { game: 'gonnect', theme: 'dark', size: 9, black: 'C1 C2 C3 C4 C5 C6 C7 C8 C9', white: 'A1 E5', region: 'A1-F9' },
    320,
  ],
  [
    'Connect6: a six in a row, numbers by turn, a cross',
    '<connect6-board readonly theme="light" size="13" moves="G7 A1 A2 H8 J9 B1 B2 K10 L11 C1 C2 M12" numbers="all" marks="L12:cross"></connect6-board>',
    { game: 'connect6', theme: 'light', size: 13, moves: 'G7 A1 A2 H8 J9 B1 B2 K10 L11 C1 C2 M12', numbers: 'all', marks: 'L12:cross' },
    480,
  ],
  [
    'Connect6: a region with a label, no coordinates',
    '<connect6-board readonly theme="light" size="19" black="J10 K10 L10" white="J9 K9" marks="M10:B" region="F5-P15" no-coordinates></connect6-board>',
    {
      game: 'connect6',
      theme: 'light',
      size: 19,
      black: 'J10 K10 L10',
      white: 'J9 K9',
      marks: 'M10:B',
      region: 'F5-P15',
      noCoordinates: true,
    },
    400,
  ],
];

describe('the standalone SVG against a screenshot of the live board', () => {
  for (const [name, markup, options, width] of CASES) {
    it(`matches within the tolerances: ${name}`, async () => {
      const d = await distance(markup, options, width);
      expect(alike(d), JSON.stringify(d)).to.equal(true);
    });
  }

  it("toSvg()'s picture matches the board it comes from", async () => {
    const markup = '<connect6-board readonly theme="dark" size="13" moves="G7 H8 H9 F6 F5" numbers="2" marks="J9:circle"></connect6-board>';
    const el = await liveBoard(markup, 480);
    const live = await livePicture(el);
    const d = compare(live.data, await svgPicture(await el.toSvg(), live.width, live.height));
    expect(alike(d), JSON.stringify(d)).to.equal(true);
  });

  it('tells a stone on another point apart', async () => {
    const markup = '<gonnect-board readonly theme="light" size="9" black="C3 D4" white="E5"></gonnect-board>';
    const d = await distance(markup, { game: 'gonnect', theme: 'light', size: 9, black: 'C3 D5', white: 'E5' });
    expect(alike(d), JSON.stringify(d)).to.equal(false);
  });

  it('tells a missing mark apart', async () => {
    const markup = '<connect6-board readonly theme="light" size="13" black="G7" white="H8" marks="G7:triangle"></connect6-board>';
    const d = await distance(markup, { game: 'connect6', theme: 'light', size: 13, black: 'G7', white: 'H8' }, 480);
    expect(alike(d), JSON.stringify(d)).to.equal(false);
  });

  it('tells the other theme apart', async () => {
    const markup = '<gonnect-board readonly theme="light" size="9" black="C3" white="E5"></gonnect-board>';
    const d = await distance(markup, { game: 'gonnect', theme: 'dark', size: 9, black: 'C3', white: 'E5' });
    expect(alike(d), JSON.stringify(d)).to.equal(false);
  });
});
