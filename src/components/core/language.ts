/**
 * The language a board speaks, as a Lit controller: resolved when the board connects,
 * and again whenever a `lang` attribute changes around it (its own, an ancestor's, the
 * document's); the board re-renders only when the answer differs. Spanish and Russian
 * strings load on first use: the board switches once they are there ({@link ready}), and
 * keeps the language it spoke (English at first) if they cannot be fetched. The messages
 * about bad attributes (their table, and their English words) load on first use too: a
 * board with one to show asks for them ({@link needMessages}) and shows it once they are there.
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import {
  hasLanguage,
  hasLaterStrings,
  loadLanguage,
  loadLaterStrings,
  translator,
  type Language,
  type Translate,
} from '../../i18n/i18n.js';
import { resolveLanguage, unwatchLanguage, watchLanguage, type LanguageListener } from '../../i18n/language.js';
import { chunk } from './loader.js';
import type { Fault } from '../../board/errors.js';
import { addStyles } from './adopt.js';

/** The messages' table (error-words.ts), loaded once for every board; a failed load is tried again at the next need. */
const messagesChunk = chunk('messages', () => import('./error-words.js'), false);

export class BoardLanguage implements ReactiveController, LanguageListener {
  /** The board's language now: `'es'`. */
  current: Language = 'en';
  /** The language asked for: `current` once its strings are there. */
  private wanted: Language = 'en';
  /** Settles once the strings of the language asked for are there (or could not be fetched). */
  ready: Promise<void> = Promise.resolve();

  constructor(private readonly host: ReactiveElement) {
    host.addController(this);
  }

  /** The translations of the board's language (`ui` strings). */
  get t(): Translate {
    return translator(this.current);
  }

  hostConnected(): void {
    watchLanguage(this, this.host);
    this.handleLanguageChange();
  }

  hostDisconnected(): void {
    unwatchLanguage(this);
  }

  /** Re-resolves the language (a `lang` changed somewhere). */
  handleLanguageChange(): void {
    const language = resolveLanguage(this.host);
    if (language === this.wanted) return;
    this.wanted = language;
    if (hasLanguage(language)) {
      this.ready = Promise.resolve();
      this.use(language);
      return;
    }
    this.ready = loadLanguage(language).then(
      () => this.use(language),
      () => undefined,
    );
  }

  /** Settles once the strings of the language asked for last are there: a `lang` that changes while one loads is waited for too. */
  async settled(): Promise<void> {
    let ready: Promise<void>;
    do {
      ready = this.ready;
      await ready;
    } while (ready !== this.ready);
  }

  /** The load of the messages under way, if any (the board's `updateComplete` waits for it). */
  messagesLoading?: Promise<void>;
  private messagesFailed = false;

  /** Whether the board can show an attribute's message now (after a failed load of the English words it shows their keys). */
  get messagesReady(): boolean {
    return messagesChunk.module !== null && (hasLaterStrings() || this.messagesFailed);
  }

  /** A bad attribute's message in the board's language; only once {@link messagesReady}. */
  faultText(fault: Fault): string {
    // The panel's styles come with its words.
    if (this.host.shadowRoot) addStyles(this.host.shadowRoot, messagesChunk.module!.errorStyles);
    return messagesChunk.module!.faultText(this.t, fault);
  }

  /** Loads the messages (once) and redraws the board when they are there. */
  needMessages(): void {
    if (this.messagesReady || this.messagesLoading) return;
    const words = loadLaterStrings().catch(() => {
      this.messagesFailed = true;
    });
    this.messagesLoading = Promise.all([words, messagesChunk.load()]).then(
      () => {
        this.messagesLoading = undefined;
        this.host.requestUpdate();
      },
      () => {
        // The table could not be fetched: the board's next update (for any other reason)
        // asks again; asking at once would go on fetching for as long as the network is down.
        this.messagesLoading = undefined;
      },
    );
  }

  private use(language: Language): void {
    if (language !== this.wanted || language === this.current) return;
    this.current = language;
    this.host.requestUpdate();
  }
}
