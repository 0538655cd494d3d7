/**
 * The New game dialog, loaded on first use (the New game button of a playable board opens
 * it): a native modal `<dialog>` in the board's shadow root to choose the board size
 * (the `sizes` offer), the pie rule (Gonnect) and, where the computer has a seat, its seat
 * and level. Start begins the game chosen; Cancel, Escape or closing it changes nothing,
 * and the browser gives the focus back to the New game button. Every label is bound as
 * text.
 */
import { css, html, render } from 'lit';
import type { BoardGame } from '../../engine/game.js';
import type { Gonnect } from '../../engine/gonnect.js';
import type { GameDescriptor } from '../core/descriptor.js';
import type { Translate } from '../../i18n/i18n.js';
import { LEVELS, PLAYING_SEATS, type GameKind } from '../../vocabulary.js';
import type { ComputerSettings } from '../core/players.js';
import type { Fault } from '../../board/errors.js';
import type { GameSession } from '../core/session.js';
import { quoted, valueText, wholeNumber } from '../../board/values.js';
import { addStyles } from '../core/adopt.js';

/** What the reader chose: `{ size: 13, swap: true, seat: 'white', level: 3 }` (`swap` for Gonnect, `seat` and `level` where the computer plays). */
export interface NewGameChoice {
  size: number;
  swap?: boolean;
  seat?: string;
  level?: number;
}

/** What the dialog reads from its board. */
export interface NewGameBoard<G extends BoardGame, O> {
  t: Translate;
  descriptor: GameDescriptor<G, O>;
  session: GameSession<G>;
  /** The `sizes` attribute as given: `'9 13 19'`. */
  sizes: unknown;
  computer: ComputerSettings;
  /** The element's own options (Gonnect: `noSwap`). */
  options: O;
}

/** A game the dialog started, and the choice it came from (which holds until the attributes change). */
export interface NewGame<G> {
  game: G;
  choice: NewGameChoice;
}

/** What the dialog offers and what it opens with. */
interface NewGameOffer {
  t: Translate;
  kind: GameKind;
  /** The sizes offered: `[9, 13, 15, 19]`. */
  sizes: readonly number[];
  /** The choice the dialog opens with. */
  current: NewGameChoice;
}

/** The sizes offered unless the `sizes` attribute says otherwise. */
const USUAL_OFFER: Readonly<Record<GameKind, readonly number[]>> = { gonnect: [9, 13, 15, 19], connect6: [13, 15, 19] };

/** The computer's seats and levels offered when it plays. */
const SEATS = PLAYING_SEATS;

const dialogStyles = css`
  dialog {
    color: var(--_button-fg);
    background: var(--_button-bg);
    border: 1px solid currentColor;
    border-radius: 0.5em;
    padding: 1em 1.25em;
    max-width: min(24em, calc(100vw - 2em));
  }
  dialog h2 {
    font-size: 1.15em;
    margin: 0 0 0.5em;
  }
  dialog fieldset {
    border: 0;
    padding: 0;
    margin: 0 0 0.75em;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em 1em;
  }
  dialog legend,
  dialog .field {
    font-weight: 600;
    padding: 0;
    margin-bottom: 0.25em;
  }
  dialog label {
    display: flex;
    gap: 0.4em;
    align-items: baseline;
  }
  dialog .field {
    display: block;
    margin-bottom: 0.75em;
  }
  dialog select,
  dialog input {
    font: inherit;
    accent-color: var(--_focus);
  }
  /* A finger's 44 px: the whole label is the radio's target. */
  @media (pointer: coarse) {
    dialog label,
    dialog select {
      min-height: 44px;
      align-items: center;
    }
  }
  dialog :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  dialog .actions {
    display: flex;
    justify-content: flex-end;
    gap: 0.5em;
    margin-top: 1em;
  }
`;

/** The dialog's form, `current` chosen. */
function dialogTemplate({ t, kind, sizes, current }: NewGameOffer, cancel: () => void): unknown {
  const select = (name: string, values: readonly (string | number)[], chosen: unknown, label: (value: string) => string) =>
    html`<select name=${name}>
      ${values.map((value) => html`<option value=${value} ?selected=${String(value) === String(chosen)}>${label(String(value))}</option>`)}
    </select>`;
  const seat = (value: string) => t(`newGame.seat${value[0]!.toUpperCase()}${value.slice(1)}`);
  return html`<form method="dialog">
    <h2 id="new-game-title">${t('newGame.title')}</h2>
    <fieldset>
      <legend>${t('newGame.size')}</legend>
      ${sizes.map(
        (size) =>
          html`<label
            ><input type="radio" name="size" value=${size} ?checked=${size === current.size} ?autofocus=${size === current.size} />${t(
              'newGame.sizeOption',
              { size },
            )}</label
          >`,
      )}
    </fieldset>
    ${
      kind === 'gonnect'
        ? html`<label class="field"><input type="checkbox" name="swap" ?checked=${current.swap} /> ${t('newGame.swap')}</label>`
        : ''
    }
    ${
      current.seat === undefined
        ? ''
        : html`<label class="field">${t('newGame.seat')} ${select('seat', SEATS, current.seat, seat)}</label>
            <label class="field">${t('newGame.level')} ${select('level', LEVELS, current.level ?? 3, String)}</label>`
    }
    <div class="actions">
      <button type="submit" value="start">${t('newGame.start')}</button>
      <button type="button" @click=${cancel}>${t('newGame.cancel')}</button>
    </div>
  </form>`;
}

/** Reads the form back into a choice. */
function choiceOf(form: HTMLFormElement, offer: NewGameOffer): NewGameChoice {
  const data = new FormData(form);
  const choice: NewGameChoice = { size: Number(data.get('size') ?? offer.current.size) };
  if (offer.kind === 'gonnect') choice.swap = data.has('swap');
  if (offer.current.seat !== undefined) {
    choice.seat = data.get('seat') as string;
    choice.level = Number(data.get('level'));
  }
  return choice;
}

/**
 * Opens the dialog in `root` (the board's shadow root), opening with the game shown (its
 * size, its pie rule, the computer's seat and level where it has one), and settles with the
 * game chosen, or null when the dialog was closed without Start.
 */
export async function newGame<G extends BoardGame, O>(root: ShadowRoot, board: NewGameBoard<G, O>): Promise<NewGame<G> | null> {
  const { descriptor, session, computer } = board;
  const shown = session.game;
  const current: NewGameChoice = { size: shown.size };
  if (descriptor.kind === 'gonnect') current.swap = (shown as BoardGame as Gonnect).swapAllowed;
  if (computer.active && SEATS.includes(computer.seat as (typeof SEATS)[number])) {
    current.seat = computer.seat;
    current.level = computer.level;
  }
  // The size shown is offered too, so that the same game can start again.
  const sizes = [...new Set([...readSizes(board.sizes, descriptor).offer, shown.size])].sort((a, b) => a - b);
  const choice = await chooseNewGame(root, { t: board.t, kind: descriptor.kind, sizes, current });
  if (!choice) return null;
  return { choice, game: chosenGame(choice, session.initialGame(), descriptor, board.options) };
}

/**
 * The sizes the dialog offers, from the `sizes` attribute: `"9 13 19"` (spaces or commas)
 * offers 9, 13 and 19; absent or empty, the game's usual offer (Gonnect 9, 13, 15, 19;
 * Connect6 13, 15, 19). A size the game does not allow is the problem `bad-size` of
 * `sizes`, and the usual offer stands.
 */
export function readSizes(
  value: unknown,
  { kind, sizes }: Pick<GameDescriptor, 'kind' | 'sizes'>,
): { offer: readonly number[]; problem: Fault | null } {
  const usual = USUAL_OFFER[kind];
  const tokens = (valueText(value) ?? '').split(/[\s,]+/).filter(Boolean);
  const { min, max } = sizes;
  const bad = tokens.find((token) => {
    const size = wholeNumber(token);
    return !(size !== null && size >= min && size <= max);
  });
  if (bad !== undefined) return { offer: usual, problem: { attribute: 'sizes', code: 'bad-size', token: quoted(bad), min, max } };
  return { offer: tokens.length ? tokens.map(Number) : usual, problem: null };
}

/** Opens the dialog and settles with the choice, or null when it was closed without Start; the dialog goes once it closes. */
function chooseNewGame(root: ShadowRoot, offer: NewGameOffer): Promise<NewGameChoice | null> {
  addStyles(root, dialogStyles);
  const dialog = document.createElement('dialog');
  dialog.setAttribute('part', 'new-game-dialog');
  dialog.setAttribute('aria-labelledby', 'new-game-title');
  render(
    dialogTemplate(offer, () => dialog.close()),
    dialog,
  );
  // Before the board's own content, where the board's drawing never removes it.
  root.prepend(dialog);
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      const form = dialog.querySelector('form')!;
      resolve(dialog.returnValue === 'start' ? choiceOf(form, offer) : null);
      dialog.remove();
    });
    dialog.showModal();
  });
}

/**
 * The game a choice starts: `initial` again (the game the board last loaded, its setup and
 * moves) when the size is its size, else an empty board of that size; with the pie rule
 * chosen (where `initial`'s moves need another rule, from its setup alone). The game is
 * made by the game's descriptor, with the element's `options`.
 */
function chosenGame<G extends BoardGame, O>(choice: NewGameChoice, initial: G, descriptor: GameDescriptor<G, O>, options: O): G {
  const chosen = choice.swap === undefined ? options : { ...options, noSwap: !choice.swap };
  if (choice.size !== initial.size) return descriptor.create(choice.size, {}, chosen);
  const game = descriptor.create(choice.size, initial.setup, chosen);
  try {
    for (const move of initial.moves) game.playMove(move);
    return game;
  } catch {
    return descriptor.create(choice.size, initial.setup, chosen);
  }
}
