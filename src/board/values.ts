/**
 * What a page may put in a board's properties, and how the board reads it. Attributes
 * are text; properties can be given anything, by a framework or by mistake. One rule for
 * all of them:
 *
 * - `null` and `undefined` mean the attribute is not there (as `removeAttribute` does);
 * - text properties (`black`, `moves`, `marks`, `to-play`, ...) read a value as the text
 *   {@link valueText} gives: a string as it is, a number as its digits, anything else as a
 *   short description that no attribute accepts, so it is refused with the board's message;
 * - number properties (`size`, `level`) take a number or text holding a whole number in
 *   decimal (`9`, `'9'`, `' 9 '`), exactly as the attribute does; anything else is refused.
 *
 * A number property reads an attribute written as JavaScript writes the number as that
 * number (`size="9"` gives `9`) and keeps any other attribute text as it is (`size="09"`
 * gives `'09'`, read as 9), so every change is judged on its new value and a message
 * quotes the text as written: `size="abc"` then `size="xyz"` names "xyz" (a number would
 * be `NaN` both times, which Lit takes for no change), and `size="026"` names "026".
 */
import { valueText } from '../value-text.js';

export { valueText };

/** Text that holds a whole number in decimal: `'9'`, `' 9 '`, `'-1'`. */
export const WHOLE_NUMBER = /^\s*[+-]?\d+\s*$/;

/** The whole number a number property holds, `null` when it holds none (absent), `NaN` when it cannot be read. */
export function wholeNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  if (typeof value === 'string' && WHOLE_NUMBER.test(value)) return Number(value);
  return Number.NaN;
}

/**
 * How a list property (`black`, `white`, `moves`, `marks`) reads a value: an array of strings
 * as its entries separated by spaces (`['C3', 'D4']` → `'C3 D4'`), anything else as
 * {@link valueText} reads it (so an array holding anything but text is refused as before).
 */
export function listText(value: unknown): string | null {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? value.join(' ') : valueText(value);
}

/** The longest part of a bad value that a message quotes, in characters. */
export const QUOTE_LENGTH = 40;

/** A bad value as a message quotes it: the text, or its first {@link QUOTE_LENGTH} characters and an ellipsis. */
export function quoted(text: string): string {
  const characters = [...text.slice(0, 2 * QUOTE_LENGTH)];
  return characters.length > QUOTE_LENGTH || text.length > 2 * QUOTE_LENGTH ? `${characters.slice(0, QUOTE_LENGTH).join('')}…` : text;
}
