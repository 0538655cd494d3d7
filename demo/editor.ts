// The Editor page: three boards with `edit` (a diagram, a problem, a game). Beside each,
// the snippet its editor writes, updated from the `edit` event and shown as text, and a
// preview: the board that snippet makes, built by parsing the snippet in a <template>
// (inert: nothing in it runs) and adopting its one element into the page, as a page that
// pastes the snippet would get it.
import type { Connect6Board, GonnectBoard } from '../src/index.js';

type Board = GonnectBoard | Connect6Board;

const EDITORS = ['diagram', 'problem', 'game'] as const;

/** The boards a snippet may make: anything else in it is not shown. */
const TAGS = new Set(['gonnect-board', 'connect6-board']);

/**
 * The board a snippet makes, or null when the snippet is not one board element. The
 * snippet is the editor's own `toHtml()`; a template parses it without running anything,
 * and only the board element is taken from it.
 */
function boardFrom(markup: string): Element | null {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const [element, ...rest] = [...template.content.children];
  if (!element || rest.length || !TAGS.has(element.localName)) return null;
  return document.importNode(element, true);
}

/** `toHtml()` once the editor has loaded (it loads on first use); it throws until then. */
async function firstSnippet(board: Board): Promise<string> {
  for (;;) {
    await board.updateComplete;
    if (board.shadowRoot?.querySelector('[part="editor"]')) {
      try {
        return board.toHtml();
      } catch {
        // Not editing yet: try again at the next frame.
      }
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

for (const name of EDITORS) {
  const editor = document.getElementById(`${name}-editor`) as Board;
  const code = document.getElementById(`${name}-snippet`)!;
  const preview = document.getElementById(`${name}-preview`)!;
  let pending = 0;

  const show = (markup: string): void => {
    code.textContent = markup;
    // The preview is rebuilt once the reader pauses, not at every click of a quick series.
    clearTimeout(pending);
    pending = window.setTimeout(() => {
      const board = boardFrom(markup);
      if (board) preview.replaceChildren(board);
      else preview.replaceChildren();
    }, 150);
  };

  editor.addEventListener('edit', (event) => show(event.detail.html));
  void firstSnippet(editor).then(show);
}

// The problem's preview is a problem the reader can try: say how their attempt went.
const feedback = document.getElementById('problem-feedback')!;
const problemPreview = document.getElementById('problem-preview')!;
problemPreview.addEventListener('solved', (event) => {
  feedback.className = 'feedback good';
  feedback.textContent = `Solved with ${event.detail.moves.join(' ')}.`;
});
problemPreview.addEventListener('failed', (event) => {
  const refutation = event.detail.refutation.length ? ` (refuted by ${event.detail.refutation.join(' ')})` : '';
  feedback.className = 'feedback bad';
  feedback.textContent = `Not that: ${event.detail.moves.join(' ')}${refutation}.`;
});
// A new problem in the preview starts with no verdict.
new MutationObserver(() => {
  feedback.className = 'feedback';
  feedback.textContent = '';
}).observe(problemPreview, { childList: true });
