/**
 * The editor, the slot in embed.js: the `edit` attribute and `toHtml()`. With `edit` the
 * board becomes an editor of its own position (editor.ts: tools, undo and redo, the
 * problem's live check, the snippet); its code and words load when a board is first set
 * to edit, and the board's drawing waits for them, so the tools appear with the board.
 */
import { nothing } from 'lit';
import type { PlacedMark } from '../../board/attributes.js';
import type { Geometry } from '../../board/geometry.js';
import type { Translate } from '../../i18n/i18n.js';
import type { BoardFeature, Changed, FeatureHost } from '../core/feature.js';
import { chunk } from '../core/loader.js';
import type { Editor } from './editor.js';

/** The editor's code, with its words. */
export const editorChunk = chunk('editor', () => import('./editor.js'));

export class EditorFeature implements BoardFeature {
  private editor: Editor | null = null;

  constructor(private readonly host: FeatureHost) {}

  private get on(): boolean {
    return this.host.values.edit && this.host.playable;
  }

  ready(): Promise<void> | undefined {
    return this.on && !this.editor ? this.load() : undefined;
  }

  read(changed: Changed, fresh: boolean): void {
    if (!this.on) return;
    if (this.editor) this.editor.read(fresh || changed.has('edit'));
    else void this.load();
  }

  claimsInput(index: number): boolean {
    return this.on && (this.editor?.place(index) ?? true);
  }

  claimsDrag(from: number, to: number): boolean {
    return this.on && (this.editor?.drag(from, to) ?? false);
  }

  status(t: Translate): string | null {
    return this.on ? (this.editor?.status(t) ?? null) : null;
  }

  marks(): readonly PlacedMark[] {
    return this.on ? (this.editor?.marks() ?? []) : [];
  }

  layer(geometry: Geometry): unknown {
    return this.on ? this.editor?.layer(geometry) : nothing;
  }

  render(t: Translate): unknown {
    return this.on ? this.editor?.render(t) : nothing;
  }

  handleKey(event: KeyboardEvent): void {
    if (this.on) this.editor?.handleKey(event);
  }

  /** The markup of a board showing what the editor holds (see `toHtml()`). */
  html(): string {
    if (!this.on || !this.editor) throw new Error(this.host.t('editOff'));
    return this.editor.html();
  }

  private async load(): Promise<void> {
    const module = await this.host.load(editorChunk);
    if (!module || this.editor) return;
    this.editor = new module.Editor(this.host);
    this.editor.read(true);
    this.host.requestUpdate();
  }
}

export const editor = (host: FeatureHost) => new EditorFeature(host);
