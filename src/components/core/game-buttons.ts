/**
 * The game's own buttons, from its descriptor (Gonnect: Swap while the pie rule allows it),
 * as a feature of every board: they follow New game in the toolbar, and wait while a
 * feature is at work on the game (the computer thinking).
 */
import type { FeatureFactory } from './feature.js';

export const gameButtons: FeatureFactory = (host) => ({
  buttons(t) {
    if (host.values.readonly || host.values.edit || host.busy) return [];
    return host.descriptor.extraButtons(t, host.session.game, (change) => host.change(change));
  },
});
