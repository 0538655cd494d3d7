// The Copy buttons of the demo site: `<button data-copy="id">` copies the text of element #id.

/** One polite live region per page for short confirmations ("Copied"). */
function announcer(): HTMLElement {
  let region = document.getElementById('announcer');
  if (!region) {
    region = document.createElement('div');
    region.id = 'announcer';
    region.className = 'visually-hidden';
    region.setAttribute('aria-live', 'polite');
    document.body.append(region);
  }
  return region;
}

export function announce(text: string): void {
  const region = announcer();
  region.textContent = '';
  // A fresh text node each time, so a repeated message is read again.
  requestAnimationFrame(() => (region.textContent = text));
}

/** Selects the text of an element, for a manual Ctrl+C when the clipboard is not available. */
function selectText(element: Element): void {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

async function copy(button: HTMLButtonElement): Promise<void> {
  const target = document.getElementById(button.dataset.copy ?? '');
  if (!target) return;
  const text = target.textContent ?? '';
  const label = button.textContent;
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = 'Copied';
    announce('Copied to the clipboard.');
  } catch {
    selectText(target);
    button.textContent = 'Selected';
    announce('The clipboard is not available here: the code is selected, press Control+C (or Command+C) to copy it.');
  }
  setTimeout(() => (button.textContent = label), 2000);
}

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
  button.addEventListener('click', () => void copy(button));
}
