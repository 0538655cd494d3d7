/**
 * Who the computer plays and how well: the `computer` and `level` attributes, or what the
 * New game dialog chose until they change. Read by the computer player and offered again by
 * the dialog, so it lives here rather than in either.
 */
import { valueText, wholeNumber } from '../../board/values.js';
import type { FeatureHost } from './feature.js';

/** The board's settings for the computer, given before each update. */
export interface ComputerSettings {
  /** The `computer` attribute: `'white'`. */
  seat: string | undefined;
  /** The `level` attribute: `3`. */
  level: number | undefined;
  /** Whether the board takes moves (false for a diagram or the rules view). */
  active: boolean;
}

/** The computer's settings on a board now. */
export function computerSettings(host: FeatureHost): ComputerSettings {
  const level = wholeNumber(host.values.level);
  return {
    seat: host.players?.seat ?? valueText(host.values.computer) ?? undefined,
    level: host.players?.level ?? (level === null || Number.isNaN(level) ? undefined : level),
    // The editor places stones itself: the computer keeps its seat but waits.
    active: host.playable && !host.values.edit,
  };
}
