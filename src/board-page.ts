/**
 * The script of `dist/embed/board.html` (built to `board.js` beside it): the page shows one
 * board described by its fragment, for sites that allow an `<iframe>` but no script:
 *
 * ```html
 * <iframe src="/assets/boards/board.html#game=gonnect&size=9&black=D4%20E5&readonly" title="A Gonnect diagram"></iframe>
 * ```
 *
 * The fragment holds the board's attributes as `name=value` entries joined by `&`
 * (`URLSearchParams`: `%20` or `+` for a space); an entry without `=` is a boolean attribute
 * (`readonly`). `game` picks the element (`gonnect`, the default, or `connect6`); `lang`
 * is the board's language and the page's. Only the element's own attributes are set, so a
 * fragment cannot add a script or a handler; a value the element cannot read shows the
 * element's own message. A new fragment (the page's `hashchange`) shows a new board.
 * It imports nothing: `board.html` loads `embed.js` from the same folder first.
 */

/** The element of each game. */
const TAGS: Readonly<Record<string, string>> = { gonnect: 'gonnect-board', connect6: 'connect6-board' };

/**
 * The page's look: the board centred, as wide as the frame allows (see {@link fit} for the
 * height). A constructed sheet, so that a site's `style-src 'self'` allows it.
 */
const SHEET = `
  html, body { margin: 0; height: 100%; }
  body { display: flex; justify-content: center; align-items: flex-start; overflow: auto; }
  .board { display: block; box-sizing: border-box; width: min(100vw, 100vh); }
  .note { margin: 1rem; font: 1rem/1.4 system-ui, sans-serif; }
`;

/** The narrowest the board gets to fit a low frame (below it, the frame scrolls). */
const MIN_WIDTH = 200;

/**
 * Fits the board to the frame's height too: the board's square grows with its width, what
 * it shows around it (status line, buttons, a problem's bar) does not, so the width is the
 * frame's height less that part (measured, at most twice, since buttons may wrap).
 */
async function fit(board: HTMLElement): Promise<void> {
  await (board as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
  for (let pass = 0; pass < 2 && board.isConnected; pass++) {
    const { width, height } = board.getBoundingClientRect();
    const around = Math.max(0, height - width);
    const fitting = Math.max(MIN_WIDTH, Math.min(innerWidth, innerHeight - around));
    if (Math.abs(fitting - width) < 1) return;
    board.style.width = `${fitting}px`;
    await new Promise(requestAnimationFrame);
  }
}

/** The board (or a note, when `game` names no game) that the fragment `hash` describes. */
function boardOf(hash: string): HTMLElement {
  const entries = new URLSearchParams(hash.replace(/^#/, ''));
  const game = (entries.get('game') ?? 'gonnect').trim().toLowerCase();
  const tag = TAGS[game];
  if (!tag) {
    const note = document.createElement('p');
    note.className = 'note';
    note.setAttribute('role', 'alert');
    note.textContent = `game=${game}: the game is gonnect or connect6.`;
    return note;
  }
  const board = document.createElement(tag);
  board.className = 'board';
  const known = new Set((customElements.get(tag) as { observedAttributes?: string[] } | undefined)?.observedAttributes ?? []);
  for (const [name, value] of entries) {
    if (name === 'game') continue;
    if (known.has(name)) board.setAttribute(name, value);
    else console.warn(`board.html: <${tag}> has no attribute ${JSON.stringify(name)}; left out.`);
  }
  return board;
}

/** Shows the board of the page's fragment, in place of the one shown. */
function show(): void {
  const board = boardOf(location.hash);
  const lang = board.getAttribute('lang');
  if (lang) document.documentElement.lang = lang;
  document.body.replaceChildren(board);
  void fit(board);
}

const sheet = new CSSStyleSheet();
sheet.replaceSync(SHEET);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
show();
addEventListener('hashchange', show);
addEventListener('resize', () => {
  const board = document.querySelector<HTMLElement>('.board');
  if (!board) return;
  board.style.width = '';
  void fit(board);
});
