/**
 * The toolbar's icons, one outline drawing each on a 24-unit square, in the text's colour.
 * A button shows its icon beside its label, or alone where the row is narrow (its label
 * then stays its accessible name and tooltip). A button without an icon keeps its label.
 */
import { html, type TemplateResult } from 'lit';

const PATHS: Readonly<Record<string, string>> = {
  undo: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  swap: 'M7 4 3 8l4 4M3 8h14M17 12l4 4-4 4M21 16H7',
  hint: 'M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z',
  retry: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5',
  solution: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  'new-game': 'M12 5v14M5 12h14',
  share: 'M4 12v8h16v-8M16 6l-4-4-4 4M12 2v13',
  rules: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V2H6.5A2.5 2.5 0 0 0 4 4.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
  threats: 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01',
  download: 'M12 3v12M7 10l5 5 5-5M5 21h14',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
};

/** The icon of the button named `name` (`'undo'`), or undefined when it has none. */
export function toolbarIcon(name: string): TemplateResult | undefined {
  const path = PATHS[name === 'svg' || name === 'png' ? 'download' : name];
  return path ? html`<svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d=${path}></path></svg>` : undefined;
}
