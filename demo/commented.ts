// The Commented game page: two annotated records (demo/records/, SGF with variations,
// comments, marks and a header), one board each, in the language the reader picks. The
// boards do all the reading and showing from their `record` property; this script only
// picks the file of the chosen language (the radio buttons, `?lang=` in the address, else
// the browser's languages), sets the boards' `lang` so that their own words follow, and
// after a switch brings the reader back to the position they were at.
import type { Connect6Board, GonnectBoard } from '../src/index.js';
import connect6En from './records/connect6-commented.en.sgf?raw';
import connect6Es from './records/connect6-commented.es.sgf?raw';
import connect6Ru from './records/connect6-commented.ru.sgf?raw';
import gonnectEn from './records/gonnect-commented.en.sgf?raw';
import gonnectEs from './records/gonnect-commented.es.sgf?raw';
import gonnectRu from './records/gonnect-commented.ru.sgf?raw';

const LANGUAGES = ['en', 'es', 'ru'] as const;
type Language = (typeof LANGUAGES)[number];

const RECORDS: Record<'gonnect' | 'connect6', Record<Language, string>> = {
  gonnect: { en: gonnectEn, es: gonnectEs, ru: gonnectRu },
  connect6: { en: connect6En, es: connect6Es, ru: connect6Ru },
};

const boards = [
  { board: document.getElementById('gonnect-game') as GonnectBoard, records: RECORDS.gonnect },
  { board: document.getElementById('connect6-game') as Connect6Board, records: RECORDS.connect6 },
];
const radios = [...document.querySelectorAll<HTMLInputElement>('input[name="lang"]')];

const isLanguage = (value: string | null | undefined): value is Language => LANGUAGES.includes(value as Language);

/** `?lang=es` in the address, else the first of the browser's languages the records are written in, else English. */
function firstLanguage(): Language {
  const asked = new URLSearchParams(location.search).get('lang');
  if (isLanguage(asked)) return asked;
  return navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage) ?? 'en';
}

/** Resolves true once `done()` holds, checked at each frame; false after `ms` milliseconds. */
function until(done: () => boolean, ms = 5000): Promise<boolean> {
  const start = performance.now();
  return new Promise((resolve) => {
    const check = (): void => {
      if (done()) resolve(true);
      else if (performance.now() - start > ms) resolve(false);
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** The comment of a record's first node, the one a board shows at its start: the first `C[…]` of the file, escapes resolved. */
function firstComment(sgf: string): string {
  const value = /(?:^|[^A-Z])C\[((?:[^\\\]]|\\.)*)\]/.exec(sgf)?.[1] ?? '';
  return value.replace(/\\(.)/g, '$1');
}

/** The latest language switch of each board while its record loads: the line it takes the reader back to. */
const switching = new WeakMap<Element, { line: string }>();

/**
 * Gives a board the record `text` and, when the reader had stepped into the game, takes
 * them back along the same line: the new record opens at its start (`ply` 0), and each
 * move of the line is one of its continuations (the same moves in every language), so
 * playing it steps into the tree, variations included, and adds nothing; moves of the
 * reader's own are played again as they were, a variation of the new record.
 */
async function showRecord(board: GonnectBoard | Connect6Board, text: string): Promise<void> {
  if (board.record === text) return;
  // A switch made while the last one's record loads keeps the line that one was taking back.
  const line = switching.get(board)?.line ?? board.line;
  const own = { line };
  switching.set(board, own);
  board.ply = 0;
  board.record = text;
  // Loaded when the board shows the start of this record: no moves, and the comment of its first node.
  const start = firstComment(text);
  const loaded = line !== '' && (await until(() => board.line === '' && board.comment === start));
  if (switching.get(board) !== own) return;
  switching.delete(board);
  if (!loaded) return;
  try {
    for (const move of line.split(' ')) {
      if (move === 'swap') (board as GonnectBoard).swap();
      else board.play(move);
    }
  } catch {
    // A line of the reader's own that this record cannot hold (after New game, another board size): the record stays at the last move it could take.
  }
}

function choose(language: Language): void {
  for (const radio of radios) radio.checked = radio.value === language;
  for (const { board, records } of boards) {
    board.lang = language;
    void showRecord(board, records[language]);
  }
}

for (const radio of radios) {
  radio.addEventListener('change', () => {
    if (!radio.checked || !isLanguage(radio.value)) return;
    choose(radio.value);
    // The address keeps the choice, for a reload or a link.
    const url = new URL(location.href);
    url.searchParams.set('lang', radio.value);
    history.replaceState(null, '', url);
  });
}

choose(firstLanguage());
