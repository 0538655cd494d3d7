/**
 * Reading the attributes, each kind only when it changed: the setup when `size`,
 * `black`, `white`, `to-play`, `moves` or one of the game's own options (`no-swap`)
 * changed; the marks when `marks` or the board size changed; `view`, `computer`,
 * `level` and `theme` when they changed. A hover or a move reads nothing. A bad
 * attribute leaves a fault to show and the last good state in place; nothing here
 * throws but a bug.
 */
import type { BoardGame } from '../engine/game.js';
import type { Mark } from '../notation/marks.js';
import type { GameFactory } from './games.js';
import { checkOptions, loadGame, loadMarks, readNumbers, readPly, readSize, type SetupSource } from './load.js';
import { faultOf, type Fault } from './errors.js';
import { pointNames } from '../notation/point.js';
import { parseRegion, regionFits } from './region.js';
import type { Region } from './geometry.js';

/** The properties a game is built from, besides the game's own options. */
export const SETUP_PROPERTIES = ['size', 'black', 'white', 'toPlay', 'moves'] as const;
/** The properties checked as options. */
export const OPTION_PROPERTIES = ['view', 'computer', 'level', 'theme', 'confirm'] as const;

/** A mark on the current board, with its index. */
export interface PlacedMark {
  mark: Mark;
  index: number;
  /** Why it is there when a feature placed it: `'continuation'`, a next move of the game's tree (its label a letter). */
  role?: 'continuation';
}

export class AttributeReader<G extends BoardGame, O> {
  /** What cannot be read, by kind of attribute. */
  readonly faults = new Map<
    'setup' | 'record' | 'link' | 'ply' | 'marks' | 'numbers' | 'sizes' | 'options' | 'problem' | 'region',
    Fault
  >();
  /** The last good marks that fall on the board. */
  marks: PlacedMark[] = [];
  /** The board size the marks were placed on (0 before the first reading). */
  marksSize = 0;
  /** The last good `numbers`: how many move numbers show (`Infinity`: all). */
  numbers = 0;
  /** The last good `region` that fits the board (null: the whole board). */
  region: Region | null = null;
  /** The board size the region was read for (0 before the first reading). */
  regionSize = 0;

  constructor(private readonly game: GameFactory<G, O>) {}

  /** Whether the properties that changed call for reading the setup again. */
  setupChanged(changed: ReadonlyMap<PropertyKey, unknown>): boolean {
    return SETUP_PROPERTIES.some((name) => changed.has(name)) || this.game.options.some((name) => changed.has(name));
  }

  /** Whether `view`, `computer`, `level` or `theme` changed. */
  optionsChanged(changed: ReadonlyMap<PropertyKey, unknown>): boolean {
    return OPTION_PROPERTIES.some((name) => changed.has(name));
  }

  /**
   * The game the setup attributes describe, when they can be read; when they cannot, an
   * empty board on a first reading, else null (the last good game stays).
   */
  readSetup(source: SetupSource, options: O, first: boolean): G | null {
    try {
      const game = loadGame(source, this.game, options);
      this.faults.delete('setup');
      return game;
    } catch (error) {
      this.faults.set('setup', faultOf(error));
      return first ? this.game.create(this.fallbackSize(source), {}, options) : null;
    }
  }

  private fallbackSize(source: SetupSource): number {
    try {
      return readSize(source, this.game.sizes);
    } catch (error) {
      faultOf(error);
      return this.game.sizes.default;
    }
  }

  /** Reads `marks` for a board size (keeps the last good marks that still fit when it cannot). */
  readMarks(text: string, size: number): void {
    this.marksSize = size;
    const names = pointNames(size);
    try {
      this.marks = loadMarks(text, size).map((mark) => ({ mark, index: names.indexOf(mark.point) }));
      this.faults.delete('marks');
    } catch (error) {
      this.faults.set('marks', faultOf(error));
      this.marks = this.marks.map(({ mark }) => ({ mark, index: names.indexOf(mark.point) })).filter(({ index }) => index >= 0);
    }
  }

  /** The ply to show in a game of `length` moves, or null when `ply` cannot be read (the position shown stays). */
  readPly(value: unknown, length: number): number | null {
    return this.attempt('ply', () => readPly(value, length));
  }

  /** Keeps the fault of a value read elsewhere (a record, a link, the dialog's sizes), or forgets it (null). */
  report(kind: 'record' | 'link' | 'sizes', fault: Fault | null): void {
    if (fault) this.faults.set(kind, fault);
    else this.faults.delete(kind);
  }

  /** Reads `numbers` (keeps the last good count when it cannot). */
  readNumbers(value: unknown): void {
    this.numbers = this.attempt('numbers', () => readNumbers(value)) ?? this.numbers;
  }

  /** Runs a reader of one kind of attribute: its value, or null with the fault kept until a good reading. */
  private attempt<T>(kind: 'ply' | 'numbers', read: () => T): T | null {
    try {
      const value = read();
      this.faults.delete(kind);
      return value;
    } catch (error) {
      this.faults.set(kind, faultOf(error));
      return null;
    }
  }

  /** Reads `region` for a board size (keeps the last good region while it fits, else the whole board, when it cannot). */
  readRegion(value: unknown, size: number): void {
    this.regionSize = size;
    try {
      this.region = parseRegion(value, size);
      this.faults.delete('region');
    } catch (error) {
      this.faults.set('region', faultOf(error));
      if (this.region && !regionFits(this.region, size)) this.region = null;
    }
  }

  /** Checks `view`, `computer`, `level` and `theme`. */
  readOptions(view: unknown, computer: unknown, level: unknown, theme: unknown, confirm: unknown): void {
    try {
      checkOptions(view, computer, level, theme, confirm);
      this.faults.delete('options');
    } catch (error) {
      this.faults.set('options', faultOf(error));
    }
  }
}
