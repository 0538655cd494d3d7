/**
 * A stub feature, written the way docs/architecture.md tells a new feature to be written: a
 * folder of its own, and one line in the list of a board's features. It claims clicks on
 * the board while it is on, and turns each click into a black setup stone (what an editor's
 * "black stone" tool does); it has a toolbar button that turns it on and off, and says in
 * the status line that it is on.
 */
import type { BoardFeature, FeatureHost } from '../../../src/components/core/feature.js';
import type { ToolButton } from '../../../src/components/core/panels.js';
import { pointNames } from '../../../src/notation/point.js';

export class StubFeature implements BoardFeature {
  /** Whether clicks place setup stones. */
  on = false;

  constructor(private readonly host: FeatureHost) {}

  claimsInput(index: number): boolean {
    if (!this.on) return false;
    const { session, descriptor } = this.host;
    const game = session.game;
    const point = pointNames(game.size)[index]!;
    if (game.at(point)) return true;
    const setup = game.setup;
    const black = [...(setup.black ?? []), point];
    this.host.show(descriptor.create(game.size, { ...setup, black }, this.host.values as never));
    return true;
  }

  status(): string | null {
    return this.on ? 'Placing black stones' : null;
  }

  buttons(): ToolButton[] {
    return [{ name: 'stub', label: this.on ? 'Stop placing' : 'Place stones', handler: () => this.toggle() }];
  }

  private toggle(): void {
    this.on = !this.on;
    this.host.requestUpdate();
  }
}

export const stub = (host: FeatureHost) => new StubFeature(host);
