/**
 * New game, the slot in embed.js: the toolbar's New game button and the `sizes` attribute.
 * The dialog (new-game.ts, a native `<dialog>`) loads at its first opening, and at the
 * first `sizes`, which it reads; what it chose holds in the board (the computer's seat and
 * level: `players`) until the attributes change.
 */
import { valueText } from '../../board/values.js';
import type { Translate } from '../../i18n/i18n.js';
import type { BoardFeature, FeatureHost } from '../core/feature.js';
import { chunk } from '../core/loader.js';
import type { ToolButton } from '../core/panels.js';
import { computerSettings } from '../core/players.js';

/** The dialog and its reading of `sizes`, loaded once for every board. */
export const newGameChunk = chunk('new-game', () => import('./new-game.js'));

export class NewGameFeature implements BoardFeature {
  constructor(private readonly host: FeatureHost) {}

  read(changed: ReadonlyMap<PropertyKey, unknown>): void {
    if (changed.has('sizes')) this.checkSizes();
  }

  buttons(t: Translate): ToolButton[] {
    if (this.host.values.readonly || this.host.values.edit) return [];
    return [{ name: 'new-game', label: t('button.newGame'), rare: true, handler: () => void this.handleNewGame() }];
  }

  /** Opens the dialog and starts what it chose. */
  private async handleNewGame(): Promise<void> {
    const dialog = await this.host.load(newGameChunk, true);
    const root = this.host.root;
    if (!dialog || !root) return;
    const { t, descriptor, session, values } = this.host;
    const board = { t, descriptor, session, sizes: values.sizes, computer: computerSettings(this.host), options: values as never };
    const started = await dialog.newGame(root, board);
    if (!started) return;
    this.host.show(started.game);
    this.host.players = { seat: started.choice.seat, level: started.choice.level };
  }

  /** Checks `sizes` with the dialog's code, which loads for it: a bad value is named like any attribute's. */
  private checkSizes(): void {
    const { sizes } = this.host.values;
    if (valueText(sizes) === null) return this.host.report('sizes', null);
    this.checking = true;
    void this.host.load(newGameChunk).then((dialog) => {
      this.checking = false;
      if (!dialog || sizes !== this.host.values.sizes) return this.host.requestUpdate();
      this.host.report('sizes', dialog.readSizes(sizes, this.host.descriptor).problem);
    });
  }

  /** Whether `sizes` is being checked (its code loading): `updateComplete` waits. */
  pending(): boolean {
    return this.checking;
  }

  private checking = false;
}

export const newGame = (host: FeatureHost) => new NewGameFeature(host);
