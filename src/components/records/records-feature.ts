/**
 * Records, the slot in embed.js: the `record` and `src` attributes (the text of a game
 * record, or the URL of one; either replaces the setup attributes while it is there), and
 * `toRecord()`. The reading and the record formats (record-io.ts, record-reading.ts, in records-chunk.ts)
 * load at a board's first record, so a board that never reads or writes one carries only
 * this file. What cannot be read is a problem of its attribute, shown like any bad
 * attribute, and the last good game stays.
 */
import { loadFailure } from '../../board/errors.js';
import { valueText, wholeNumber } from '../../board/values.js';
import type { BoardGame } from '../../engine/game.js';
import type { BoardFeature, FeatureHost } from '../core/feature.js';
import type { Translate } from '../../i18n/i18n.js';
import { chunk } from '../core/loader.js';
import type { RecordBoard, RecordReading } from './record-reading.js';
import type { BoardRecord } from './record-io.js';

/** Records, links and pictures (records-chunk.ts), loaded once for every board. */
export const recordsChunk = chunk('records', () => import('./records-chunk.js'));

export class RecordsFeature implements BoardFeature {
  /** Whether `record` or `src` is there (then the setup attributes wait). */
  private active = false;
  private reader: RecordReading | null = null;
  /** The values to read once the reading's code is there: `[text, url]`. */
  private values: [text: string | null, url: string | null] = [null, null];
  private loading = false;

  constructor(private readonly host: FeatureHost) {}

  readSource(changed: ReadonlyMap<PropertyKey, unknown>): void {
    if (changed.has('record') || changed.has('src')) this.readValues(this.host.values.record, this.host.values.src);
    else if (changed.has('problem')) this.reader?.choose(this.host.values.problem);
  }

  /** A problem set's bar (record-reading.ts). */
  render(t: Translate): unknown {
    return this.reader?.render(t);
  }

  handleKey(event: KeyboardEvent): void {
    this.reader?.handleKey(event);
  }

  suppliesGame(): boolean {
    return this.active;
  }

  /** "Loading the record…" while the file at `src` is on its way. */
  status(t: Translate): string | null {
    return this.reader?.status(t) ?? null;
  }

  loadingGame(): boolean {
    return this.loading || (this.reader?.reading ?? false);
  }

  /** A record on its way: `updateComplete` waits until it is shown or refused, or until the board has said its file is late. */
  pending(): boolean {
    return this.loading || (this.reader?.awaited ?? false);
  }

  /** The game as a record's text in `format` (see `toRecord`): the whole tree in SGF, the line shown in the others. */
  async record(format: string): Promise<string> {
    const { session } = this.host;
    // The game at the call, whatever happens while the code loads (a move played then adds to the tree).
    const game = { line: session.wholeGame(), start: session.initialGame(), tree: session.tree, lineNodes: session.lineNodes };
    const records = await recordsChunk.load();
    return records.writeRecord(game, format);
  }

  /** Reads the attributes' new values (`record` wins over `src`); absent both, the setup attributes are back. */
  private readValues(record: unknown, src: unknown): void {
    const text = valueText(record);
    this.values = [text, text === null ? valueText(src) : null];
    this.active = this.values[0] !== null || this.values[1] !== null;
    if (this.reader) return this.reader.read(...this.values);
    if (!this.active) return this.host.report('record', null);
    this.loading = true;
    recordsChunk.load().then(
      ({ RecordReading }) => {
        this.loading = false;
        this.reader ??= new RecordReading(this.board);
        this.reader.read(...this.values);
      },
      () => {
        this.loading = false;
        // Unless the attributes went in the meantime: the code of whichever is there could not be loaded.
        if (this.active) this.host.report('record', loadFailure(this.values[0] === null ? 'src' : 'record', ''));
      },
    );
  }

  private readonly board: RecordBoard = {
    host: this.host,
    listSize: () => {
      const size = wholeNumber(this.host.values.size);
      return size === null || Number.isNaN(size) ? undefined : size;
    },
    loaded: ({ game, ignored, tree }: BoardRecord) => {
      this.host.show(game as BoardGame, 'ply', tree);
      if (ignored) this.host.session.say('recordIgnored', { number: ignored.moveNumber, points: ignored.moves.join(' ') });
    },
  };
}

export const records = (host: FeatureHost) => new RecordsFeature(host);
