/**
 * Variations, the slot in embed.js: where the position shown has more than one next move
 * in the game's tree (core/move-tree.ts), or one the line shown does not take, each is marked on the board with a letter (A the
 * main line), clickable like any point (a click plays that move, which steps into it), and
 * `,` and `.` choose which of them the line goes on through (`]` then steps into it). The
 * code and its words (variations-view.ts) load at the first such position.
 */
import type { PlacedMark } from '../../board/attributes.js';
import type { BoardFeature, FeatureHost } from '../core/feature.js';
import { chunk } from '../core/loader.js';

type VariationsView = typeof import('./variations-view.js');
/** The marks and keys of continuations, with their words. */
export const variationsChunk = chunk('variations', (): Promise<VariationsView> => import('./variations-view.js'));

export class VariationsFeature implements BoardFeature {
  private view: VariationsView | null = null;

  constructor(private readonly host: FeatureHost) {}

  /** The view loads at the first position shown with more than one continuation. */
  read(): void {
    if (!this.view && this.branches()) void this.load();
  }

  marks(): PlacedMark[] {
    return this.view && this.branches() ? this.view.continuationMarks(this.host.session) : [];
  }

  handleKey(event: KeyboardEvent): void {
    if (this.view && this.branches()) this.view.handleVariationKey(event, this.host.session);
  }

  /** Whether the position shown goes on in more than one way, or in a way the line shown does not take (after an Undo). */
  private branches(): boolean {
    const { shownNode, nextNode } = this.host.session;
    return shownNode.children.length > 1 || (shownNode.children.length === 1 && nextNode !== shownNode.children[0]);
  }

  private async load(): Promise<void> {
    const view = await this.host.load(variationsChunk);
    if (!view || this.view) return;
    this.view = view;
    this.host.requestUpdate();
  }
}

export const variations = (host: FeatureHost) => new VariationsFeature(host);
