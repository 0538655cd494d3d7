/**
 * Reading `record` and `src`, the part that loads with the record formats (records-feature.ts
 * makes it at a board's first record): a Lit controller that reads the text, or fetches the
 * file with `fetch`, into a game. A newer value, removing the element, or removing both
 * attributes cancels a reading under way (the fetch is aborted), and a board put back in a
 * page reads again. What cannot be read is a fault of its attribute, and the last good
 * game stays.
 */
import type { ReactiveController } from 'lit';
import { faultOf, FaultError, loadFailure } from '../../board/errors.js';
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
  }

  private start(): void {
    this.cancel();
    this.interrupted = false;
    if (this.text === null && this.url === null) {
      this.board.host.report('record', null);
      return;
    }
    const reading = (this.pending = new AbortController());
    this.load(reading.signal).then(
      (set) => {
        if (reading.signal.aborted) return;
        this.pending = undefined;
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
        this.board.host.report('record', faultOf(error));
      },
    );
  }

  /** Every game of the record read from the text or the file; throws FaultError. */
  private async load(signal: AbortSignal): Promise<BoardSet> {
    const attribute = this.text === null ? 'src' : 'record';
    const text = this.text ?? (await this.fetchText(this.url!, signal));
    const { kind, sizes } = this.board.host.descriptor;
    return readSet(text, kind, attribute, sizes, this.board.listSize());
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

  /** The set's bar: previous, "Problem 3 of 22 · solved: 1", next; nothing for a single game. */
  render(t: Translate): unknown {
    const total = this.set.length;
    if (total < 2) return nothing;
    const at = this.index;
    return html`<div part="problem-set" class="problem-set" role="group" aria-label=${t('problemSet.label')}>
      <button
        type="button"
        part="button previous-problem-button"
        aria-disabled=${at === 0 ? 'true' : 'false'}
        @click=${() => this.step(-1)}
      >
        ‹ ${t('problemSet.previous')}
      </button>
      <span class="set-position" aria-live="off"
        >${t('problemSet.position', { number: at + 1, total })} · ${t('problemSet.solved', { solved: this.solved.size })}</span
      >
      <button
        type="button"
        part="button next-problem-button"
        aria-disabled=${at === total - 1 ? 'true' : 'false'}
        @click=${() => this.step(1)}
      >
        ${t('problemSet.next')} ›
      </button>
    </div>`;
  }

  private async fetchText(url: string, signal: AbortSignal): Promise<string> {
    try {
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(`${response.status}`);
      return await response.text();
    } catch (error) {
      if (signal.aborted) throw error;
      throw new FaultError(loadFailure('src', url));
    }
  }
}
