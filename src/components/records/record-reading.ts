/**
 * Reading `record` and `src`, the part that loads with the record formats (records-feature.ts
 * makes it at a board's first record): a Lit controller that reads the text, or fetches the
 * file with `fetch`, into a game. A newer value, removing the element, or removing both
 * attributes cancels a reading under way (the fetch is aborted), and a board put back in a
 * page reads again. What cannot be read is a fault of its attribute, and the last good
 * game stays.
 *
 * Big and slow input (the limits are in src/records/load.ts): the file at `src` is read as a
 * stream and dropped once it passes a megabyte (its `Content-Length` is believed when it says
 * more), never held whole; the text is read in slices of a few milliseconds. While the file
 * has not come, the status line says that it is loading; after `READING.wait` ms (15 s) with
 * no record the board says that it could not be loaded, and goes on waiting: a later answer
 * is still shown.
 */
import type { ReactiveController } from 'lit';
import { faultOf, FaultError, loadFailure, timedOut, tooLarge } from '../../board/errors.js';
import { MAX_RECORD_LENGTH } from '../../records/index.js';
import type { FeatureHost } from '../core/feature.js';
import { readSet, setEntry, type BoardRecord, type BoardSet } from './record-io.js';
import { wholeNumber } from '../../board/values.js';
import { html, nothing } from 'lit';
import type { Translate } from '../../i18n/i18n.js';

/** What the reading asks of its board. */
export interface RecordBoard {
  readonly host: FeatureHost;
  /** The board size a plain move list is read on (the `size` attribute when it holds a whole number). */
  listSize(): number | undefined;
  /** A record was read: the board shows its game. */
  loaded(record: BoardRecord): void;
}

/** How long a board waits for the file at `src` before it says that it could not be loaded, in ms (tests shorten it): `15000`. */
export const READING = { wait: 15_000 };

export class RecordReading implements ReactiveController {
  /** Every game of the record read last (a problem set when there are several, or problems). */
  private set: BoardSet = [];
  /** The game of the set shown, from 0. */
  private index = 0;
  /** The problems of the set solved on this board, by index. */
  private readonly solved = new Set<number>();
  private text: string | null = null;
  private url: string | null = null;
  private pending?: AbortController;
  /** A reading that removing the element cut short, to start again on connection. */
  private interrupted = false;
  /** Whether the file at `src` is on its way and has not yet been waited for too long. */
  private fetching = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly board: RecordBoard) {
    board.host.addController(this);
    board.host.root?.host.addEventListener('solved', this.handleSolved);
  }

  /** Reads the attributes' text (`text`, else the file at `url`); both null: the setup attributes are back. */
  read(text: string | null, url: string | null): void {
    this.text = text;
    this.url = url;
    if (this.board.host.connected) this.start();
    else this.interrupted = true;
  }

  /** Whether a record is being read (fetched, or read into a game). */
  get reading(): boolean {
    return this.pending !== undefined;
  }

  /** Whether `updateComplete` waits for the reading: a text being read, or a file not yet waited for too long. */
  get awaited(): boolean {
    return this.reading && (this.text !== null || this.fetching);
  }

  /** The status line while the file at `src` is on its way ("Loading the record…"), else null. */
  status(t: Translate): string | null {
    return this.fetching ? t('recordLoading') : null;
  }

  hostConnected(): void {
    if (this.interrupted) this.start();
  }

  hostDisconnected(): void {
    this.interrupted = this.reading;
    this.cancel();
  }

  private cancel(): void {
    this.pending?.abort();
    this.pending = undefined;
    this.stopWaiting();
  }

  private stopWaiting(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.fetching = false;
  }

  private start(): void {
    this.cancel();
    this.interrupted = false;
    if (this.text === null && this.url === null) {
      this.board.host.report('record', null);
      return;
    }
    const reading = (this.pending = new AbortController());
    if (this.text === null) {
      const url = this.url!;
      this.fetching = true;
      // The status line says so (a reading started after the board's update, once the code came, needs one more).
      this.board.host.requestUpdate();
      // Too long without the record: say so, and go on waiting (a later answer still counts).
      this.timer = setTimeout(() => {
        this.fetching = false;
        this.board.host.report('record', timedOut(url));
      }, READING.wait);
    }
    this.load(reading.signal).then(
      (set) => {
        if (reading.signal.aborted) return;
        this.pending = undefined;
        this.stopWaiting();
        this.board.host.report('record', null);
        this.set = set;
        this.solved.clear();
        this.index = 0;
        this.choose(this.board.host.values.problem, false);
        this.show();
      },
      (error: unknown) => {
        if (reading.signal.aborted) return;
        this.pending = undefined;
        this.stopWaiting();
        this.board.host.report('record', faultOf(error));
      },
    );
  }

  /** Every game of the record read from the text or the file; throws FaultError. */
  private async load(signal: AbortSignal): Promise<BoardSet> {
    const attribute = this.text === null ? 'src' : 'record';
    const text = this.text ?? (await this.fetchText(this.url!, signal));
    const { kind, sizes } = this.board.host.descriptor;
    return readSet(text, kind, attribute, sizes, this.board.listSize(), signal, this.text === null ? this.url! : '');
  }

  /** Shows the game of the set chosen. */
  private show(): void {
    const entry = this.set[this.index];
    if (entry) this.board.loaded(setEntry(entry));
  }

  /**
   * Chooses the game of a set that `problem` names (from 1; absent, the first); a value that
   * names none is the attribute's fault and the game shown stays. `show`: show it now.
   */
  choose(value: unknown, show = true): void {
    const { host } = this.board;
    const number = value === null || value === undefined || value === '' ? 1 : wholeNumber(value);
    const total = this.set.length;
    if (total && (number === null || !Number.isInteger(number) || number < 1 || number > total)) {
      host.report('problem-set', { attribute: 'problem', code: 'bad-problem', token: String(value), max: total });
      return;
    }
    host.report('problem-set', null);
    if (number === null || number - 1 === this.index) return;
    this.index = number - 1;
    if (show) this.show();
  }

  /** A problem of the set was solved on the board (its `solved` event). */
  readonly handleSolved = (): void => {
    if (this.set.length > 1) this.solved.add(this.index);
  };

  /** Steps to another game of the set (the buttons, the keys `<` and `>`). */
  private step(by: number): void {
    const index = this.index + by;
    if (index < 0 || index >= this.set.length) return;
    this.index = index;
    this.board.host.report('problem-set', null);
    this.show();
  }

  /** `<` and `>` step through a set. */
  handleKey(event: KeyboardEvent): void {
    const by = { '<': -1, '>': 1 }[event.key];
    if (by === undefined || this.set.length < 2 || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    this.step(by);
  }

  /**
   * The set's bar: previous, "Problem 3 of 22 · solved: 1", next; nothing for a single game.
   * The buttons show a short word beside their arrow ("Previous"), their arrow alone on a
   * narrow bar; their names say it in full ("Previous problem").
   */
  render(t: Translate): unknown {
    const total = this.set.length;
    if (total < 2) return nothing;
    const at = this.index;
    return html`<div part="problem-set" class="problem-set" role="group" aria-label=${t('problemSet.label')}>
      <button
        type="button"
        part="button previous-problem-button"
        aria-label=${t('problemSet.previous')}
        aria-disabled=${at === 0 ? 'true' : 'false'}
        @click=${() => this.step(-1)}
      >
        ‹ <span class="label">${t('problemSet.previousShort')}</span>
      </button>
      <span class="set-position" aria-live="off"
        >${t('problemSet.position', { number: at + 1, total })} · ${t('problemSet.solved', { solved: this.solved.size })}</span
      >
      <button
        type="button"
        part="button next-problem-button"
        aria-label=${t('problemSet.next')}
        aria-disabled=${at === total - 1 ? 'true' : 'false'}
        @click=${() => this.step(1)}
      >
        <span class="label">${t('problemSet.nextShort')}</span> ›
      </button>
    </div>`;
  }

  /** The file's text, read as a stream and dropped past MAX_RECORD_LENGTH bytes (an endless answer is never held whole). */
  private async fetchText(url: string, signal: AbortSignal): Promise<string> {
    const parts: string[] = [];
    try {
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(`${response.status}`);
      const { body } = response;
      if (Number(response.headers.get('content-length')) > MAX_RECORD_LENGTH) {
        void body?.cancel().catch(() => {});
        throw new FaultError(tooLarge('src', url));
      }
      if (!body) return await response.text();
      const reader = body.getReader();
      const decoder = new TextDecoder();
      let bytes = 0;
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        bytes += chunk.value.byteLength;
        if (bytes > MAX_RECORD_LENGTH) {
          void reader.cancel().catch(() => {});
          throw new FaultError(tooLarge('src', url));
        }
        parts.push(decoder.decode(chunk.value, { stream: true }));
      }
      parts.push(decoder.decode());
      return parts.join('');
    } catch (error) {
      if (signal.aborted || error instanceof FaultError) throw error;
      throw new FaultError(loadFailure('src', url));
    }
  }
}
