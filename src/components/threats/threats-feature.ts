/**
 * Threats, the slot in embed.js: the `threats` attribute and the toolbar's Threats toggle
 * (one state: the toggle sets the property, which the attribute reflects). With it on, the
 * board marks what the side to move must answer, says it in the status line, and adds it to
 * what the live region says after each move and each step of the replay. The reading and
 * the drawing (threats-view.ts) load when a board first shows them, and the board's drawing
 * waits for them, so the marks come with the position. While a problem is being solved they
 * wait, toggle and all: the points to answer are often the problem's answer.
 */
import { nothing } from 'lit';
import type { Geometry } from '../../board/geometry.js';
import type { Translate } from '../../i18n/i18n.js';
import { addStyles } from '../core/adopt.js';
import type { BoardFeature, FeatureHost } from '../core/feature.js';
import { chunk } from '../core/loader.js';
import type { ToolButton } from '../core/panels.js';

type ThreatsView = typeof import('./threats-view.js');
type Threats = import('./threats-view.js').Threats;

/** The reading and the drawing, with their words. */
export const threatsChunk = chunk('threats', (): Promise<ThreatsView> => import('./threats-view.js'));

export class ThreatsFeature implements BoardFeature {
  private view: ThreatsView | null = null;
  /** The threats of the position shown, and the game's revision they were read at. */
  private found: Threats | null = null;
  private readAt = -1;
  /** The revision whose announcement has the threats' sentences. */
  private announced = -1;
  /** Whether the reader just turned the threats on: the live region says them at once. */
  private asked = false;

  constructor(private readonly host: FeatureHost) {}

  /** Whether the threats show: asked for, on a board that shows its game, while no problem is being solved. */
  private get on(): boolean {
    const { values } = this.host;
    return values.threats && !values.edit && values.view !== 'rules' && !this.host.asking;
  }

  ready(): Promise<void> | undefined {
    return this.on && !this.view ? this.load() : undefined;
  }

  /** After each change, the live region says the threats after what it says of the change. */
  read(): void {
    if (!this.on) return;
    if (this.view) this.announce();
    else void this.load();
  }

  /** The toggle, on a board that takes moves (not while editing, nor while a problem is being solved). */
  buttons(t: Translate): ToolButton[] {
    const { host } = this;
    if (!host.playable || host.values.edit || host.asking) return [];
    const handler = () => {
      this.asked = !host.values.threats;
      host.setThreatsShown(this.asked);
    };
    return [{ name: 'threats', label: t('button.threats'), pressed: host.values.threats, rare: true, handler }];
  }

  /** The status line's sentences of the threats, as one detail: `'White threatens to make six on 1 line. You need 2 stones to block.'`. */
  details(t: Translate): string[] {
    const found = this.threats();
    if (!found) return [];
    return [found.sentences.length ? found.sentences.map(({ key, options }) => t(key, options)).join(' ') : t('threats.none')];
  }

  /** The grid cells' notes, translated once per reading and language (the board asks after every update). */
  pointNotes(t: Translate): ReadonlyMap<number, string> {
    const found = this.threats();
    if (!found || !this.view) return new Map();
    if (this.notes?.found !== found || this.notes.t !== t) this.notes = { found, t, words: this.view.threatNotes(t, found) };
    return this.notes.words;
  }

  private notes?: { found: Threats; t: Translate; words: ReadonlyMap<number, string> };

  layer(geometry: Geometry): unknown {
    const found = this.threats();
    return found && this.view ? this.view.threatLayer(geometry, found) : nothing;
  }

  /** The threats of the position shown, read once per change of the game; null while they do not show. */
  private threats(): Threats | null {
    const { view } = this;
    if (!view || !this.on) return null;
    const { session } = this.host;
    if (this.readAt !== session.revision || !this.found) {
      this.found = view.readThreats(session.game);
      this.readAt = session.revision;
    }
    return this.found;
  }

  /** Adds the sentences to the change's notice (a refusal stays as it is); the reader's toggle says them alone. */
  private announce(): void {
    const found = this.threats();
    const { session } = this.host;
    if (!found) return;
    if (this.asked) {
      this.asked = false;
      this.announced = session.revision;
      const [first = { key: 'threats.none' }, ...more] = found.sentences;
      session.announcement = { kind: 'message', key: first.key, options: first.options, more };
      return;
    }
    if (this.announced === session.revision) return;
    this.announced = session.revision;
    const { announcement } = session;
    if (announcement && announcement.kind !== 'refusal' && found.sentences.length)
      session.announcement = { ...announcement, more: found.sentences };
  }

  private async load(): Promise<void> {
    const view = await this.host.load(threatsChunk, this.asked);
    if (!view || this.view) return;
    this.view = view;
    if (this.host.root) addStyles(this.host.root, view.threatStyles);
    this.host.requestUpdate();
  }
}

export const threats = (host: FeatureHost) => new ThreatsFeature(host);
