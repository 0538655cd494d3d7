/**
 * Variations and a record's notes, the slot in embed.js. Where the position shown has more
 * than one next move in the game's tree (core/move-tree.ts), or one the line shown does
 * not take, each is marked on the board with a letter (A the main line), clickable like
 * any point (a click plays that move, which steps into it), and `,` and `.` choose which
 * of them the line goes on through (`]` then steps into it). A record with a header,
 * comments or marks shows them: the node's marks on the board, its comment and the header
 * under it. The code and its words (variations-view.ts) load at the first such position or record.
 */
import { nothing } from 'lit';
import type { PlacedMark } from '../../board/attributes.js';
import type { Translate } from '../../i18n/i18n.js';
import { addStyles } from '../core/adopt.js';
import type { BoardFeature, FeatureHost } from '../core/feature.js';
import { chunk } from '../core/loader.js';

type VariationsView = typeof import('./variations-view.js');
/** The marks and keys of continuations, with their words. */
export const variationsChunk = chunk('variations', (): Promise<VariationsView> => import('./variations-view.js'));

export class VariationsFeature implements BoardFeature {
  private view: VariationsView | null = null;

  constructor(private readonly host: FeatureHost) {}

  /** A record's notes wait for the view, so that they show with its game. */
  ready(): Promise<void> | undefined {
    return !this.view && this.host.session.tree.notes.header ? this.load() : undefined;
  }

  /** The view loads at the first position shown with more than one continuation, or a record with notes. */
  read(): void {
    if (!this.view && (this.branches() || this.host.session.tree.notes.header || this.host.values.edit)) void this.load();
    this.view?.announceComment(this.host.session);
  }

  marks(): PlacedMark[] {
    const { view } = this;
    if (!view) return [];
    const { session } = this.host;
    return [...view.nodeMarks(session), ...(this.branches() ? view.continuationMarks(session) : [])];
  }

  handleKey(event: KeyboardEvent): void {
    if (this.view && this.branches()) this.view.handleVariationKey(event, this.host.session);
  }

  render(t: Translate): unknown {
    return this.view ? this.view.treeNotes(t, this.host.session, this.host.showsControls) : nothing;
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
    if (this.host.root) addStyles(this.host.root, view.notesStyles);
    this.host.requestUpdate();
  }
}

export const variations = (host: FeatureHost) => new VariationsFeature(host);
