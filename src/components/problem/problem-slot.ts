/**
 * Where a board keeps its problem mode (`goal`, `within`, `solution`): the mode's code
 * (problem-mode.ts) loads when a board first has a `goal`, so a board without one carries
 * only this file. Until it is there the board draws as without a problem.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Translate } from '../../i18n/i18n.js';
import type { PlacedMark } from '../../board/attributes.js';
import type { Problem } from '../../board/errors.js';
import type { ProblemMode, ProblemValues } from './problem-mode.js';
import { withWords } from '../core/loader.js';
import type { GameSession } from '../core/session.js';
import type { ToolButton } from '../core/panels.js';

type ModeModule = typeof import('./problem-mode.js');
/** The mode's code, and the English words of tasks and verdicts (a failed load is tried again at the next goal). */
const loadMode = withWords((): Promise<ModeModule> => import('./problem-mode.js'));

export class ProblemSlot {
  private mode: ProblemMode | null = null;
  private values: ProblemValues | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly session: GameSession,
    private readonly problems: Map<string, Problem>,
  ) {}

  /** Reads the problem's attributes (after the game is set up); the first `goal` loads the mode. */
  configure(values: ProblemValues): void {
    this.values = values;
    if (this.mode) return this.mode.configure(values);
    if (values.goal === null || values.goal === undefined || values.goal === '') return;
    loadMode().then(
      (module) => {
        this.mode ??= new module.ProblemMode(this.host, this.session, this.problems);
        this.mode.configure(this.values!);
        this.host.requestUpdate();
      },
      (error: unknown) => console.error(error),
    );
  }

  /** The task or the judge's progress for the status line, or null (no problem: the turn shows). */
  statusText(t: Translate): string | null {
    return this.mode?.statusText(t) ?? null;
  }

  /** Retry, Show solution, Hint (none without a problem). */
  buttons(t: Translate): ToolButton[] {
    return this.mode?.buttons(t) ?? [];
  }

  /** The hint's marks. */
  get marks(): PlacedMark[] {
    return this.mode?.marks ?? [];
  }

  /** Whether a move on the board must wait (the board is judging). */
  holdsInput(): boolean {
    return this.mode?.holdsInput() ?? false;
  }
}
