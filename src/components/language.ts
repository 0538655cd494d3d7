/**
 * The language a board speaks, as a Lit controller: resolved when the board connects,
 * and again whenever a `lang` attribute changes around it (its own, an ancestor's, the
 * document's); the board re-renders only when the answer differs.
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import { translator, type Language, type Translate } from '../i18n/i18n.js';
import { resolveLanguage, unwatchLanguage, watchLanguage, type LanguageListener } from '../i18n/language.js';

export class BoardLanguage implements ReactiveController, LanguageListener {
  /** The board's language now: `'es'`. */
  current: Language = 'en';

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
    if (language === this.current) return;
    this.current = language;
    this.host.requestUpdate();
  }
}
