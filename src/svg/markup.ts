/** Writing SVG markup as text: escaped text and attribute values, and one element. */
/** Every character XML cannot carry (as notation/marks.ts refuses in a label). */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const NOT_XML = /[\0-\x08\v\f\x0e-\x1f\ufffe\uffff\ud800-\udfff]/gu;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text safe inside an element or a double-quoted attribute: `'a<b'` → `'a&lt;b'`. A character
 * XML cannot carry at all (a control character but tab, line feed and carriage return,
 * U+FFFE, U+FFFF, a lone surrogate), which the attributes refuse but a record's label or
 * header may hold, becomes U+FFFD, so that the document stays well-formed.
 */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!).replace(NOT_XML, '\ufffd');
}

/** Attribute values: numbers as they print, text escaped; `undefined` and `''` leave the attribute out. */
export type Attributes = Record<string, string | number | undefined>;

/** A number as the markup writes it: at most three decimals (`9.399999999999999` → `9.4`). */
function numberText(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/**
 * One element: `element('circle', { cx: 30, cy: 30, r: 9.4 })` → `<circle cx="30" cy="30" r="9.4"/>`.
 * A path without data (no last move, no winning chain) is left out: `''`.
 */
export function element(tag: string, attributes: Attributes, content = ''): string {
  if (tag === 'path' && !attributes.d) return '';
  let text = `<${tag}`;
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === '') continue;
    text += ` ${name}="${typeof value === 'number' ? numberText(value) : escapeXml(value)}"`;
  }
  return content ? `${text}>${content}</${tag}>` : `${text}/>`;
}
