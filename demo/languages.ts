// The Languages page: the radio buttons set `lang` on the box, and the boards inside follow it.
const box = document.getElementById('lang-box')!;
for (const radio of document.querySelectorAll<HTMLInputElement>('input[name="lang"]')) {
  radio.addEventListener('change', () => {
    if (radio.checked) box.lang = radio.value;
  });
}
