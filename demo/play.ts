// The Play page: the size menus and the pie-rule switch write the boards' attributes.
for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-board]')) {
  const board = document.getElementById(select.dataset.board!)!;
  select.addEventListener('change', () => board.setAttribute('size', select.value));
}

for (const box of document.querySelectorAll<HTMLInputElement>('input[data-swap]')) {
  const board = document.getElementById(box.dataset.swap!)!;
  box.addEventListener('change', () => board.toggleAttribute('no-swap', !box.checked));
}

// A shared game (play.html#gonnect=… or #connect6=…: the link a board's Share button copies)
// opens full-size, alone on the page; the board itself reads the game from the link.
function showShared(): void {
  const entries = new URLSearchParams(location.hash.slice(1));
  const shared = ['gonnect', 'connect6'].filter((id) => entries.has(id));
  for (const section of document.querySelectorAll<HTMLElement>('.board-box')) {
    const board = section.querySelector('gonnect-board, connect6-board')!;
    section.hidden = shared.length > 0 && !shared.includes(board.id);
    section.classList.toggle('full', shared.length === 1 && shared.includes(board.id));
  }
  document.querySelector<HTMLElement>('.shared-note')!.hidden = shared.length === 0;
}

showShared();
addEventListener('hashchange', showShared);
