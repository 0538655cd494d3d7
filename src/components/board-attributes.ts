/**
 * Reading the attributes before each update: the setup (a new game only when its
 * inputs changed), the marks and the options. A bad attribute leaves a problem to show
 * and the last good state in place; nothing here throws.
 */
import type { BoardGame } from '../engine/game.js';
import type { Mark } from '../notation/marks.js';
import { pointsOf } from './grid-cells.js';
import { checkOptions, loadGame, loadMarks, ProblemError, readSize, type GameRules, type SetupSource } from './load.js';
import type { Problem } from './messages.js';

/** A mark on the current board, with its index. */
export interface PlacedMark {
  mark: Mark;
  index: number;
}

/** The text behind a number property: the attribute while it still says the same number. */
export function numberText(element: Element, name: string, value: number | undefined): string | null {
  const text = element.getAttribute(name);
  return text !== null && Object.is(Number(text), value) ? text : value === undefined ? null : String(value);
}

/** The problem a reader reported (anything unexpected is blamed on `attribute`, with its value). */
function problemOf(error: unknown, attribute: string, value: unknown): Problem {
  if (error instanceof ProblemError) return error.problem;
  return { attribute, code: 'bad-setup', token: String(value) };
}

export class AttributeReader {
  /** What cannot be read, by kind of attribute. */
  readonly problems = new Map<'setup' | 'marks' | 'options', Problem>();
  /** The last good marks that fall on the board. */
  marks: PlacedMark[] = [];
  private setupKey = '';
  private marksKey = '';

  /**
   * The game the setup attributes describe, when they changed since the last call and
   * can be read; on a first load that fails, an empty board; otherwise null.
   */
  readSetup(source: SetupSource, options: unknown, rules: GameRules, first: boolean): BoardGame | null {
    const key = JSON.stringify([source, options]);
    if (key === this.setupKey && !first) return null;
    this.setupKey = key;
    try {
      const game = loadGame(source, rules);
      this.problems.delete('setup');
      return game;
    } catch (error) {
      this.problems.set('setup', problemOf(error, 'black', source.black));
      return first ? rules.create(this.fallbackSize(source, rules), {}) : null;
    }
  }

  private fallbackSize(source: SetupSource, rules: GameRules): number {
    try {
      return readSize(source, rules);
    } catch {
      return rules.defaultSize;
    }
  }

  /** Reads `marks` for a board size (keeps the last good marks that still fit when it cannot). */
  readMarks(text: string, size: number): void {
    const key = `${size} ${text}`;
    if (key === this.marksKey) return;
    this.marksKey = key;
    const names = pointsOf(size);
    try {
      this.marks = loadMarks(text, size).map((mark) => ({ mark, index: names.indexOf(mark.point) }));
      this.problems.delete('marks');
    } catch (error) {
      this.problems.set('marks', problemOf(error, 'marks', text));
      this.marks = this.marks
        .map(({ mark }) => ({ mark, index: names.indexOf(mark.point) }))
        .filter(({ index }) => index >= 0);
    }
  }

  /** Checks `view`, `computer` and `level`. */
  readOptions(view: string | undefined, computer: string | undefined, level: number | undefined, levelText: string | null): void {
    try {
      checkOptions(view, computer, level, levelText);
      this.problems.delete('options');
    } catch (error) {
      this.problems.set('options', problemOf(error, 'view', view));
    }
  }
}
