// The Theming page: each example's CSS is the text printed next to it. Applying that very
// text keeps what the reader sees and what styles the board the same.
for (const code of document.querySelectorAll<HTMLElement>('[data-live-css]')) {
  const style = document.createElement('style');
  style.textContent = code.textContent;
  document.head.append(style);
}
