// The iframe page (frame.html): a board's markup in, the iframe snippet for dist/embed/board.html
// out, and a preview of that frame (through the demo's copy of board.html, frame/board.html).

/** The elements a fragment can describe, with the game each is. */
const GAMES: Readonly<Record<string, string>> = { 'gonnect-board': 'gonnect', 'connect6-board': 'connect6' };

/**
 * The fragment of board.html for a board element: `game=gonnect&size=9&black=D4+E5&readonly`,
 * its attributes in order (a boolean one without `=`), or null when `markup` is not one board.
 * A template parses the markup without running anything.
 */
export function fragmentOf(markup: string): string | null {
  const template = document.createElement('template');
  template.innerHTML = markup.trim();
  const [element, ...rest] = [...template.content.children];
  const game = element && GAMES[element.localName];
  if (!element || rest.length || !game) return null;
  const entries = new URLSearchParams({ game });
  for (const { name, value } of element.attributes) entries.append(name, value);
  // URLSearchParams writes `readonly=`: a boolean attribute reads as well without the `=`.
  return entries.toString().replace(/=(?=&|$)/g, '');
}

/** A human title for the frame, from the game and whether it is a diagram. */
function titleOf(fragment: string): string {
  const entries = new URLSearchParams(fragment);
  const game = entries.get('game') === 'connect6' ? 'Connect6' : 'Gonnect';
  if (entries.has('goal')) return `A ${game} problem`;
  return entries.has('readonly') ? `A ${game} diagram` : `A ${game} board`;
}

const markup = document.getElementById('frame-markup') as HTMLTextAreaElement;
const folder = document.getElementById('frame-folder') as HTMLInputElement;
const size = document.getElementById('frame-size') as HTMLInputElement;
const snippet = document.getElementById('frame-snippet')!;
const problem = document.getElementById('frame-problem')!;
const preview = document.getElementById('frame-preview') as HTMLIFrameElement;

function update(): void {
  const fragment = fragmentOf(markup.value);
  if (fragment === null) {
    problem.textContent = 'Write one <gonnect-board> or <connect6-board> element.';
    return;
  }
  problem.textContent = '';
  const pixels = String(Math.min(1200, Math.max(120, Number(size.value) || 360)));
  const base = folder.value.trim().replace(/\/?$/, '/');
  const frame = document.createElement('iframe');
  frame.setAttribute('src', `${base}board.html#${fragment}`);
  frame.setAttribute('title', titleOf(fragment));
  frame.setAttribute('width', pixels);
  frame.setAttribute('height', pixels);
  frame.setAttribute('style', 'border: 0');
  snippet.textContent = frame.outerHTML;
  preview.width = preview.height = pixels;
  preview.title = titleOf(fragment);
  preview.src = `./frame/board.html#${fragment}`;
}

for (const field of [markup, folder, size]) field.addEventListener('input', update);
update();
