/**
 * The toolbar never strands one button on a line of its own: its buttons share one row
 * when the toolbar is wide enough for all of them, and stand one under another when it is
 * not (a narrow board, the long Russian labels). A Lit controller measures the row the
 * buttons need after an update that changed their labels (a language, the Swap button
 * coming or going) and gives it to the stylesheet as `--_row` (`'262px'`); styles.ts
 * makes each button's flex basis `(--_row − the toolbar's width) × 999`: at most zero
 * when the row fits, so the buttons keep their own widths side by side, and far wider
 * than the toolbar when it does not, so each takes a line. A resize needs no script.
 */
import type { ReactiveController, ReactiveElement } from 'lit';

export class ToolbarLayout implements ReactiveController {
  /** The labels measured last: `'UndoNew gameRules'`. */
  private labels: string | null = null;

  constructor(private readonly host: ReactiveElement) {}

  hostUpdated(): void {
    const toolbar = this.host.renderRoot.querySelector<HTMLElement>('.toolbar');
    const labels = toolbar?.textContent ?? null;
    if (!toolbar || labels === this.labels) return;
    this.labels = labels;
    // Without the row, each button is as wide as its label: the row is their sum and the gaps.
    toolbar.style.removeProperty('--_row');
    const buttons = [...toolbar.children] as HTMLElement[];
    const gap = parseFloat(getComputedStyle(toolbar).columnGap) || 0;
    const row = buttons.reduce((sum, button) => sum + button.offsetWidth + gap, -gap);
    toolbar.style.setProperty('--_row', `${Math.ceil(row) + 1}px`);
  }
}
