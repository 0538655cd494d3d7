// The page controls the look: `theme="light"` keeps the light board and buttons for a
// reader whose system is dark, `theme="dark"` the dark ones for a light system, and no
// `theme` follows `prefers-color-scheme`. Compared on computed styles (fills, strokes,
// stop colours, text and button colours of every element of the board), not on
// screenshots, which are unreliable in WebKit here.
//
// How each engine is put in a dark scheme: Chromium by the test runner's emulateMedia
// (puppeteer over CDP); Firefox by an iframe whose element has `color-scheme: dark` (the
// document inside then prefers dark; Firefox here has no CDP, so emulateMedia refuses);
// WebKit cannot be (WebDriver has no media emulation and its iframes ignore the
// embedder's colour scheme), and its test says so and checks that it still cannot.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { errorText, part, type Board } from './helpers.js';

/** Two boards that show every coloured part: wood, lines, both stones, marks, the last move, status, buttons, an error. */
const MARKUP = (theme: string) => {
  const attribute = theme ? ` theme="${theme}"` : '';
  return `<gonnect-board size="9" black="C3 D4" white="E5" marks="C3:A E5:circle G7:triangle" moves="F6"${attribute}></gonnect-board>
    <connect6-board size="9" level="9"${attribute}></connect6-board>`;
};

/** The properties that make up the look of an element. */
const LOOK = ['fill', 'stroke', 'stop-color', 'color', 'background-color', 'border-top-color', 'outline-color', 'opacity'];

/** The look of every element of the boards in `root`, in document order: `'rect fill:rgb(220, 179, 92) …'`. */
function lookOf(root: ParentNode): string[] {
  const lines: string[] = [];
  for (const board of root.querySelectorAll<Board>('gonnect-board, connect6-board')) {
    const view = board.ownerDocument.defaultView!;
    for (const element of board.shadowRoot!.querySelectorAll('*')) {
      const style = view.getComputedStyle(element);
      lines.push(`${element.localName} ${LOOK.map((name) => `${name}:${style.getPropertyValue(name)}`).join(' ')}`);
    }
  }
  return lines;
}

/** The boards drawn in the page (in its own scheme), their look. */
async function lookHere(theme: string): Promise<string[]> {
  const container = await fixture<HTMLElement>(html`<div lang="en"></div>`);
  container.innerHTML = MARKUP(theme);
  await Promise.all([...container.querySelectorAll<Board>('gonnect-board, connect6-board')].map((board) => board.updateComplete));
  const look = lookOf(container);
  container.remove();
  return look;
}

/** An iframe whose document prefers the dark scheme in Firefox (its element has `color-scheme: dark`), with the boards loaded. */
async function darkFrame(): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.colorScheme = 'dark';
  frame.style.width = '600px';
  frame.srcdoc = '<!doctype html><html lang="en"><body><script type="module" src="/src/index.ts"></script></body></html>';
  const loaded = new Promise((done) => frame.addEventListener('load', done, { once: true }));
  document.body.append(frame);
  await loaded;
  await frame.contentWindow!.customElements.whenDefined('connect6-board');
  return frame;
}

/** The boards drawn under a dark scheme (Chromium: emulated; Firefox: in a dark iframe), their look. */
async function lookInDark(theme: string, engine: 'chromium' | 'firefox'): Promise<string[]> {
  if (engine === 'chromium') {
    await emulateMedia({ colorScheme: 'dark' });
    try {
      expect(matchMedia('(prefers-color-scheme: dark)').matches, 'the emulated scheme').to.be.true;
      return await lookHere(theme);
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  }
  const frame = await darkFrame();
  try {
    const inside = frame.contentDocument!;
    expect(frame.contentWindow!.matchMedia('(prefers-color-scheme: dark)').matches, "the iframe's scheme").to.be.true;
    inside.body.innerHTML = MARKUP(theme);
    await Promise.all([...inside.querySelectorAll<Board>('gonnect-board, connect6-board')].map((board) => board.updateComplete));
    return lookOf(inside.body);
  } finally {
    frame.remove();
  }
}

/** The engine this run drives. */
const ENGINE = /Firefox\//.test(navigator.userAgent) ? 'firefox' : /Chrome\//.test(navigator.userAgent) ? 'chromium' : 'webkit';

/** The wood's fill in a look (the first rect with the wood's class is drawn first). */
async function woodFill(theme: string): Promise<string> {
  const container = await fixture<HTMLElement>(html`<div></div>`);
  container.innerHTML = MARKUP(theme);
  const board = container.querySelector<Board>('gonnect-board')!;
  await board.updateComplete;
  const fill = getComputedStyle(part(board, '.wood')!).fill;
  container.remove();
  return fill;
}

describe('theme', () => {
  it('in a light scheme: theme="light" draws exactly like no theme, theme="dark" the dark look', async () => {
    expect(matchMedia('(prefers-color-scheme: dark)').matches, 'the test runs in a light scheme').to.be.false;
    const plain = await lookHere('');
    expect(await lookHere('light')).to.deep.equal(plain);
    const dark = await lookHere('dark');
    expect(dark).to.have.length(plain.length);
    expect(dark).to.not.deep.equal(plain);
    expect(await woodFill('')).to.equal('rgb(220, 179, 92)');
    expect(await woodFill('dark')).to.equal('rgb(176, 138, 69)');
  });

  if (ENGINE === 'webkit') {
    it('cannot put WebKit in a dark scheme here (WebDriver has no media emulation, iframes ignore their colour scheme): the dark-scheme comparison runs in Chromium and Firefox', async () => {
      let emulated = true;
      try {
        await emulateMedia({ colorScheme: 'dark' });
      } catch {
        emulated = false;
      }
      expect(emulated, 'emulateMedia works in WebKit now: compare the schemes here too').to.be.false;
      const frame = await darkFrame();
      const dark = frame.contentWindow!.matchMedia('(prefers-color-scheme: dark)').matches;
      frame.remove();
      expect(dark, 'a dark iframe prefers dark in WebKit now: compare the schemes here too').to.be.false;
    });
  } else {
    const how = ENGINE === 'chromium' ? 'emulated by emulateMedia in Chromium' : 'a dark-scheme iframe in Firefox';
    it(`under a dark scheme (${how}): theme="light" draws exactly like no theme under a light scheme, theme="dark" like no theme under the dark one`, async function () {
      this.timeout(20_000);
      const light = await lookHere('');
      const dark = await lookInDark('', ENGINE);
      expect(dark, 'the dark scheme changes the look of a board without theme').to.not.deep.equal(light);
      expect(await lookInDark('light', ENGINE)).to.deep.equal(light);
      expect(await lookHere('dark')).to.deep.equal(dark);
    });
  }

  it('reflects the property, and a value it cannot read names the attribute, follows the scheme and goes once removed', async () => {
    const board = await fixture<Board>(html`<gonnect-board lang="en" size="9"></gonnect-board>`);
    board.theme = 'dark';
    await board.updateComplete;
    expect(board.getAttribute('theme')).to.equal('dark');
    expect(getComputedStyle(part(board, '.wood')!).fill).to.equal('rgb(176, 138, 69)');
    board.setAttribute('theme', 'sepia');
    await board.updateComplete;
    expect(errorText(board)).to.equal('The "theme" attribute: "sepia" must be light or dark.');
    expect(getComputedStyle(part(board, '.wood')!).fill).to.equal('rgb(220, 179, 92)');
    expect(board.game.size, 'the game is untouched').to.equal(9);
    board.removeAttribute('theme');
    await board.updateComplete;
    expect(errorText(board)).to.equal('');
  });
});
