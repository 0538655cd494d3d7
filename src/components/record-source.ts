/**
 * The `record` and `src` attributes, as a Lit controller: the text of a game record, or
 * the URL of one, fetched with `fetch`. Either replaces the setup attributes while it is
 * there. Reading a record is asynchronous (its code loads on first use, record-loading.ts;
 * `src` waits for the file): a newer value, removing the element, or removing both
 * attributes cancels a reading under way (the fetch is aborted), and a board put back
 * in a page reads again. What cannot be read is a problem of its attribute, shown like
 * any bad attribute, and the last good game stays.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameKind, SizeRange } from '../vocabulary.js';
import { problemOf, ProblemError, type Problem } from './problems.js';
import type { BoardRecord, FileInfo } from './record-loading.js';
import { quoted, valueText } from './values.js';

type RecordLoading = typeof import('./record-loading.js');
let loadingModule: Promise<RecordLoading> | undefined;
/** The record formats and their board glue, loaded once for every board. */
export const loadRecords = (): Promise<RecordLoading> =>
  (loadingModule ??= import('./record-loading.js').catch((error: unknown) => {
    loadingModule = undefined;
    throw error;
  }));

/** What the controller asks of its board. */
export interface RecordBoard {
  kind: GameKind;
  sizes: SizeRange;
  /** The board size a plain move list is read on (the `size` attribute when it holds a whole number). */
  listSize(): number | undefined;
  /** A record was read: the board shows its game. */
  loaded(record: BoardRecord): void;
  /** The record could not be read: the board shows the problem (null: the problem is gone). */
  problem(problem: Problem | null): void;
}

export class RecordSource implements ReactiveController {
  /** Whether `record` or `src` is there (then the setup attributes wait). */
  active = false;
  /** What the last record read says besides its moves (`toRecord` writes it again). */
  info?: FileInfo;
  private text: string | null = null;
  private url: string | null = null;
  private pending?: AbortController;
  /** A reading that removing the element cut short, to start again on connection. */
  private interrupted = false;

  constructor(
    host: ReactiveControllerHost,
    private readonly board: RecordBoard,
  ) {
    host.addController(this);
  }

  /** Reads the attributes' new values (`record` wins over `src`); absent both, the setup attributes are back. */
  read(record: unknown, src: unknown): void {
    this.text = valueText(record);
    this.url = this.text === null ? valueText(src) : null;
    this.active = this.text !== null || this.url !== null;
    this.start();
  }

  /** Whether a record is being read (fetched, or waiting for its code). */
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
    if (!this.active) {
      this.info = undefined;
      this.board.problem(null);
      return;
    }
    const reading = (this.pending = new AbortController());
    this.load(reading.signal).then(
      (record) => {
        if (reading.signal.aborted) return;
        this.pending = undefined;
        this.info = record.info;
        this.board.problem(null);
        this.board.loaded(record);
      },
      (error: unknown) => {
        if (reading.signal.aborted) return;
        this.pending = undefined;
        this.board.problem(problemOf(error));
      },
    );
  }

  /** The record read from the text or the file; throws ProblemError. */
  private async load(signal: AbortSignal): Promise<BoardRecord> {
    const attribute = this.text === null ? 'src' : 'record';
    const text = this.text ?? (await this.fetchText(this.url!, signal));
    const records = await loadRecords().catch(() => this.cannotLoad(attribute, ''));
    return records.readRecord(text, this.board.kind, attribute, this.board.sizes, this.board.listSize());
  }

  private async fetchText(url: string, signal: AbortSignal): Promise<string> {
    try {
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(`${response.status}`);
      return await response.text();
    } catch (error) {
      if (signal.aborted) throw error;
      return this.cannotLoad('src', url);
    }
  }

  /** Stops a reading: the file or the record code could not be loaded. */
  private cannotLoad(attribute: string, url: string): never {
    throw new ProblemError({ attribute, code: 'bad-record', record: 'fetch', token: quoted(url) });
  }
}
