/**
 * The board's default colours, light and dark, as plain values for the standalone SVG
 * (src/svg/draw.ts), which carries its colours as attributes instead of the stylesheet's
 * custom properties. They are the defaults of styles.ts; test/components/palette.test.ts
 * checks that the two agree. The shades of a stone's shine are mixed as the stylesheet's
 * `color-mix(in srgb, …)` mixes them.
 */
import type { Theme } from './load.js';

/** The colours of one look: `{ board: '#dcb35c', line: '#2b1f0a', … }`. */
export interface Palette {
  board: string;
  line: string;
  black: string;
  white: string;
  highlight: string;
  mark: string;
}

/** The defaults of styles.ts: `:host` (light) and the dark rules. */
export const PALETTES: Record<Theme, Palette> = {
  light: { board: '#dcb35c', line: '#2b1f0a', black: '#161616', white: '#f4f2ec', highlight: '#c8102e', mark: '#2b1f0a' },
  dark: { board: '#b08a45', line: '#1a1205', black: '#0c0c0c', white: '#e9e6df', highlight: '#ff4d6d', mark: '#1a1205' },
};

/** `color-mix(in srgb, color, other share)` for six-digit hex colours: `mix('#161616', '#ffffff', 0.32)`. */
export function mix(color: string, other: string, share: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  let out = '#';
  for (let i = 0; i < 3; i++) {
    const value = Math.round(channel(color, i) * (1 - share) + channel(other, i) * share);
    out += value.toString(16).padStart(2, '0');
  }
  return out;
}

/** The shades the stylesheet derives from a palette: the stones' shine (`b0`…`w1`) and a white stone's rim. */
export function shades(palette: Palette): { b0: string; b1: string; w0: string; w1: string; rim: string } {
  return {
    b0: mix(palette.black, '#ffffff', 0.32),
    b1: palette.black,
    w0: mix(palette.white, '#ffffff', 0.7),
    w1: mix(palette.white, '#000000', 0.14),
    rim: mix(palette.white, '#000000', 0.45),
  };
}
