/**
 * The `record` and `src` attributes: the text of a game record, or the URL of one.
 * Either replaces the setup attributes while it is there. The reading (record-reading.ts:
 * the fetch, the cancelling, the problems) loads with the record formats at a board's
 * first record (record-loading.ts), so a board that never reads one carries only this
 * file. What cannot be read is a problem of its attribute, shown like any bad attribute,
 * and the last good game stays.
 */
import type { ReactiveElement } from 'lit';
import { withWords } from '../core/loader.js';
import type { GameKind, SizeRange } from '../../vocabulary.js';
import type { Problem } from '../../board/errors.js';
import type { BoardRecord, FileInfo } from './record-loading.js';
import type { RecordReading } from './record-reading.js';
import { quoted, valueText } from '../../board/values.js';

type RecordLoading = typeof import('./record-loading.js');
/** The record formats, their board glue and the reading, and the picture of a position (record-loading.ts), loaded once for every board. */
export const loadRecordsAndPictures: () => Promise<RecordLoading> = withWords(() => import('./record-loading.js'));

/** What the reading asks of its board. */
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

/** The problem of a record that could not be loaded: the file at `url`, or the record code (`url` empty). */
export function loadFailure(attribute: string, url: string): Problem {
  return { attribute, code: 'bad-record', record: 'fetch', token: quoted(url) };
}

export class RecordSource {
  /** Whether `record` or `src` is there (then the setup attributes wait). */
  active = false;
  private reader: RecordReading | null = null;
  /** The values to read once the reading's code is there: `[text, url]`. */
  private values: [text: string | null, url: string | null] = [null, null];
  private loading = false;

  constructor(
    private readonly host: ReactiveElement,
    private readonly board: RecordBoard,
  ) {}

  /** Reads the attributes' new values (`record` wins over `src`); absent both, the setup attributes are back. */
  read(record: unknown, src: unknown): void {
    const text = valueText(record);
    this.values = [text, text === null ? valueText(src) : null];
    this.active = this.values[0] !== null || this.values[1] !== null;
    if (this.reader) return this.reader.read(...this.values);
    if (!this.active) return this.board.problem(null);
    this.loading = true;
    // The English words of what a reading may say (the stones a record left out) come along.
    loadRecordsAndPictures().then(
      ({ RecordReading }) => {
        this.loading = false;
        this.reader ??= new RecordReading(this.host, this.board);
        this.reader.read(...this.values);
      },
      () => {
        this.loading = false;
        // Unless the attributes went in the meantime: the code of whichever is there could not be loaded.
        if (this.active) this.board.problem(loadFailure(this.values[0] === null ? 'src' : 'record', ''));
      },
    );
  }

  /** Whether a record is being read (its code loading, fetched, or read into a game). */
  get reading(): boolean {
    return this.loading || (this.reader?.reading ?? false);
  }

  /** What the last record read says besides its moves (`toRecord` writes it again). */
  get info(): FileInfo | undefined {
    return this.reader?.info;
  }
}
