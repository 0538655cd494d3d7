// The Play page: the size menus and the pie-rule switch write the boards' attributes.
for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-board]')) {
  const board = document.getElementById(select.dataset.board!)!;
  select.addEventListener('change', () => board.setAttribute('size', select.value));
}

for (const box of document.querySelectorAll<HTMLInputElement>('input[data-swap]')) {
  const board = document.getElementById(box.dataset.swap!)!;
  box.addEventListener('change', () => board.toggleAttribute('no-swap', !box.checked));
}
