/**
 * How any value reads as text, for messages that quote what was given and for the
 * boards' text properties: a string as it is, a number as its digits, anything else as a
 * short description (never an object's own `toString`, which may throw or lie). Shared by
 * every layer, so it imports nothing.
 */

/** How a value reads as attribute text: `'E5'`, `'42'`, `'10n'`, `'Symbol(x)'`, `'[object Object]'`; `null` for none. */
export function valueText(value: unknown): string | null {
  switch (typeof value) {
    case 'undefined':
      return null;
    case 'string':
      return value;
    case 'number':
    case 'boolean':
      return String(value);
    case 'bigint':
      return `${value}n`;
    case 'symbol':
      return value.toString();
    case 'function':
      return '[function]';
    default:
      return value === null ? null : objectTag(value as object);
  }
}

/** `[object Date]`, read without calling the object's own `toString` (which may throw). */
function objectTag(value: object): string {
  try {
    return Object.prototype.toString.call(value);
  } catch {
    return '[object]';
  }
}
