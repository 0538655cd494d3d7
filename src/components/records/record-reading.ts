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
import { readRecord, type BoardRecord } from './record-io.js';

/** What the reading asks of its board. */
export interface RecordBoard {
  readonly host: FeatureHost;
  /** The board size a plain move list is read on (the `size` attribute when it holds a whole number). */
  listSize(): number | undefined;
  /** A record was read: the board shows its game. */
  loaded(record: BoardRecord): void;
}

export class RecordReading implements ReactiveController {
  private text: string | null = null;
  private url: string | null = null;
  private pending?: AbortController;
  /** A reading that removing the element cut short, to start again on connection. */
  private interrupted = false;

  constructor(private readonly board: RecordBoard) {
    board.host.addController(this);
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
      (record) => {
        if (reading.signal.aborted) return;
        this.pending = undefined;
        this.board.host.report('record', null);
        this.board.loaded(record);
      },
      (error: unknown) => {
        if (reading.signal.aborted) return;
        this.pending = undefined;
        this.board.host.report('record', faultOf(error));
      },
    );
  }

  /** The record read from the text or the file; throws FaultError. */
  private async load(signal: AbortSignal): Promise<BoardRecord> {
    const attribute = this.text === null ? 'src' : 'record';
    const text = this.text ?? (await this.fetchText(this.url!, signal));
    const { kind, sizes } = this.board.host.descriptor;
    return readRecord(text, kind, attribute, sizes, this.board.listSize());
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
