/**
 * The toolbar is one row whose height never changes, so a move, a swap offered, a game's
 * end or a language change never pushes the page. What does not fit goes, in this order:
 * 1. the rarer actions (New game, Rules, Share, the downloads: `ToolButton.rare`) move, from
 *    the last, into the menu behind a More button, until the rest fits;
 * 2. then the buttons that stay in the row show their icon only (their label stays their
 *    accessible name, and their tooltip).
 * A Lit controller (board-host.ts calls it after each update) measures each button's width after an update that changed their labels
 * (every button is laid out, the menu's too, while it is hidden) and, from those widths,
 * chooses the layout for the toolbar's width, again whenever the toolbar is resized
 * (a ResizeObserver's callback runs before the frame is painted: no jump is ever seen).
 * The controller also holds the menu's open state and closes it on Escape, on a choice,
 * and on a press outside the toolbar.
 */
import type { ReactiveController, ReactiveElement } from 'lit';

/** How the toolbar lays out its buttons: how many of the rare ones stay in the row, and whether the row's show only icons. */
export interface ToolbarFit {
  kept: number;
  icons: boolean;
}

/** The widths a layout needs, measured: each common button's, each rare one's, the gap and an icon button's. */
export interface ToolbarWidths {
  common: number[];
  iconable: boolean[];
  rare: number[];
  gap: number;
  icon: number;
}

const sum = (widths: number[], gap: number) => widths.reduce((total, width) => total + width + gap, widths.length ? -gap : 0);

/** The layout of buttons measured `widths` in a toolbar `width` wide. */
export function fitToolbar(widths: ToolbarWidths, width: number): ToolbarFit {
  const { common, rare, gap, icon, iconable } = widths;
  const row = (shown: number[], more: boolean) => sum(more ? [...shown, icon] : shown, gap);
  for (let kept = rare.length; kept >= 0; kept--) {
    if (row([...common, ...rare.slice(0, kept)], kept < rare.length) <= width) return { kept, icons: false };
  }
  // Nothing fits with labels: the row's buttons that have an icon show only that.
  return { kept: 0, icons: iconable.some(Boolean) };
}

export class ToolbarLayout implements ReactiveController {
  /** The layout the toolbar shows now. */
  fit: ToolbarFit = { kept: Infinity, icons: false };
  /** Whether the More menu is open. */
  open = false;
  private widths: ToolbarWidths | null = null;
  /** The buttons measured last, by part and label, sorted: `'button new-game-button New game\nbutton undo-button Undo'`. */
  private labels: string | null = null;
  private observed: Element | null = null;
  /** Made at the first update in a page (a server has no ResizeObserver, and needs none). */
  private resizes: ResizeObserver | null = null;

  constructor(private readonly host: ReactiveElement) {}

  /** Opens or closes the More menu (its button). */
  toggle = (): void => {
    this.setOpen(!this.open);
    if (this.open)
      void this.host.updateComplete.then(() => this.toolbar()?.querySelector<HTMLElement>('.menu button:not([disabled])')?.focus());
  };

  /** Closes the menu after one of its buttons was pressed, and on Escape (focus back on More). */
  close = (event?: Event): void => {
    if (!this.open) return;
    if (event instanceof KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      this.toolbar()?.querySelector<HTMLElement>('.more')?.focus();
    }
    this.setOpen(false);
  };

  /** After each update, once the board has its width (board-host.ts calls it after `keepNaturalWidth`). */
  afterUpdate(): void {
    const toolbar = this.toolbar();
    if (toolbar !== this.observed) {
      this.resizes ??= new ResizeObserver(() => this.refit());
      this.resizes.disconnect();
      if (toolbar) this.resizes.observe(toolbar);
      this.observed = toolbar;
    }
    // The buttons and their labels, whatever the layout put where (else a new layout would be measured again, and again).
    const labels = toolbar
      ? [...toolbar.querySelectorAll('button:not(.more)')]
          .map((button) => `${button.getAttribute('part')} ${button.textContent}`)
          .sort()
          .join('\n')
      : null;
    if (!toolbar || labels === this.labels) return;
    this.labels = labels;
    this.widths = null;
    this.refit();
  }

  hostDisconnected(): void {
    this.resizes?.disconnect();
    this.observed = null;
    this.setOpen(false);
  }

  private toolbar(): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>('.toolbar');
  }

  private refit(): void {
    const toolbar = this.toolbar();
    // A toolbar not drawn (a prerendered picture still shown in its place, a hidden board) is measured once it is: its resize says when.
    if (!toolbar || !toolbar.clientWidth) return;
    this.widths ??= measure(toolbar);
    const fit = fitToolbar(this.widths, toolbar.clientWidth);
    if (fit.kept === this.fit.kept && fit.icons === this.fit.icons) return;
    this.fit = fit;
    this.host.requestUpdate();
  }

  private setOpen(open: boolean): void {
    if (open === this.open) return;
    this.open = open;
    const page = this.host.ownerDocument;
    if (open) page.addEventListener('pointerdown', this.pressedOutside, true);
    else page.removeEventListener('pointerdown', this.pressedOutside, true);
    this.host.requestUpdate();
  }

  private readonly pressedOutside = (event: Event): void => {
    const toolbar = this.toolbar();
    if (!toolbar || !event.composedPath().includes(toolbar)) this.setOpen(false);
  };
}

/**
 * Each button's width with its label (`measuring` leaves the icons-alone layout and lays a
 * closed menu out, hidden, each button as wide as in the row), the gap, and an icon button's width
 * (its minimum, the touch target).
 */
function measure(toolbar: HTMLElement): ToolbarWidths {
  // Every label shown while measuring, whatever the layout now, and the closed menu laid out (hidden).
  const icons = toolbar.classList.contains('icons');
  toolbar.classList.remove('icons');
  toolbar.classList.add('measuring');
  const widthOf = (button: HTMLElement) => Math.ceil(button.getBoundingClientRect().width);
  const common = [...toolbar.querySelectorAll<HTMLElement>(':scope > button:not(.rare, .more)')];
  const rare = [...toolbar.querySelectorAll<HTMLElement>('button.rare')];
  const widths = {
    common: common.map(widthOf),
    iconable: common.map((button) => button.querySelector('.icon') !== null),
    rare: rare.map(widthOf),
    gap: parseFloat(getComputedStyle(toolbar).columnGap) || 0,
    icon: parseFloat(getComputedStyle(toolbar.querySelector('button') ?? toolbar).minWidth) || 0,
  };
  toolbar.classList.remove('measuring');
  if (icons) toolbar.classList.add('icons');
  return widths;
}
