/**
 * Where a board keeps its rule panel: the panel's code and layout (rules-panel.ts,
 * view/rules-view.ts) and its English words load when a board first opens it, and the
 * board's drawing waits for them ({@link ready}), so the panel opens in one go. A board
 * whose panel is never opened carries only this file and the Rules button.
 */
import { nothing, type ReactiveElement } from 'lit';
import type { Translate } from '../../i18n/i18n.js';
import type { GameKind } from '../../vocabulary.js';
import { withWords } from '../core/loader.js';
import type { RulesPanel } from './rules-panel.js';
import type { ToolButton } from '../core/panels.js';

/** The panel's id in the board's shadow root (the Rules button's `aria-controls`). */
export const RULES_ID = 'rules';

/** What the panel reads from its board. */
export interface RulesBoard {
  /** Whether the panel shows (`show-rules`, or `view="rules"`). */
  open(): boolean;
  /** Whether it is the whole element (`view="rules"`): no height limit, no scrolling. */
  page(): boolean;
  game(): GameKind;
  /** The board's language: `'es'`. */
  language(): string;
}

type PanelModule = typeof import('./rules-panel.js');
const loadPanel = withWords((): Promise<PanelModule> => import('./rules-panel.js'));

export class RulesSlot {
  private panel: RulesPanel | null = null;
  private failed = false;

  constructor(
    private readonly host: ReactiveElement,
    private readonly board: RulesBoard,
  ) {}

  /**
   * Settles once the panel's code is there, when the panel is open. Code that cannot be
   * loaded is asked for again at the board's next update, not at once: asking at once
   * would go on for as long as the network is down.
   */
  async ready(): Promise<void> {
    if (this.panel || !this.board.open()) return;
    this.failed = false;
    try {
      const { RulesPanel } = await loadPanel();
      // A controller of the board from now on: it loads the text before each update that needs it.
      this.panel ??= new RulesPanel(this.host, this.board);
    } catch (error) {
      this.failed = true;
      console.error(error);
    }
  }

  /** The toolbar's Rules toggle. */
  button(t: Translate, handler: () => void): ToolButton {
    return { name: 'rules', label: t('rules'), expanded: this.board.open(), controls: RULES_ID, handler };
  }

  /**
   * The open panel. A panel opened while an update was already past its wait draws at the
   * next one; while its code cannot be loaded there is none (the error is in the console),
   * and the board's next update asks again.
   */
  render(t: Translate): unknown {
    if (this.panel) return this.panel.render(t, RULES_ID);
    if (!this.failed) void this.ready().then(() => this.host.requestUpdate());
    return nothing;
  }
}
