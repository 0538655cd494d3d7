/**
 * Marks: annotations drawn over points, as page authors write them in the `marks`
 * attribute: `"D4:triangle E5:circle F6:square G7:cross H8:A"`. Any other text after
 * the colon is a label of up to three characters (`H8:A`, `J9:12`), none of them one that
 * XML cannot carry (a control character, U+FFFE, U+FFFF, a lone surrogate): labels are drawn
 * in SVG, which must stay well-formed.
 */
import { tokenize } from './lists.js';
import { formatPoint, NotationError, parsePoint } from './point.js';

/** The mark shapes; anything else after the colon is a label. */
export const MARK_SHAPES = ['triangle', 'circle', 'square', 'cross'] as const;
/** A mark shape: `'triangle'`. */
export type MarkShape = (typeof MARK_SHAPES)[number];
/** The longest label, in characters. */
export const MAX_LABEL_LENGTH = 3;

/** One annotation on one point. */
export interface Mark {
  /** Where, upper case: `'D4'`. */
  point: string;
  /** A shape, or `'label'` for text: `'triangle'`. */
  kind: MarkShape | 'label';
  /** The text of a label (empty for shapes): `'A'`. */
  label: string;
}

/** Characters of a label, counting astral symbols as one. */
function labelLength(text: string): number {
  return [...text].length;
}

/** Reads one `point:kind` token; `position` is where it stood in the attribute. */
function parseMark(token: string, position: number, size: number): Mark {
  const colon = token.indexOf(':');
  if (colon < 0) throw new NotationError('bad-mark', token, position);
  const point = formatPoint(parsePoint(token.slice(0, colon), size, position));
  const value = token.slice(colon + 1);
  const shape = value.toLowerCase() as MarkShape;
  if (MARK_SHAPES.includes(shape)) return { point, kind: shape, label: '' };
  const length = labelLength(value);
  if (length === 0 || length > MAX_LABEL_LENGTH) throw new NotationError('bad-mark', token, position);
  // A character XML 1.0 cannot carry, raw or as a reference: a control character but tab, line
  // feed and carriage return, U+FFFE, U+FFFF, half of a surrogate pair (with the `u` flag a pair
  // is one character, so only a lone half matches). Written here, not as a constant of the
  // module: one more name in embed.js renames the names after it, which costs more gzipped.
  // eslint-disable-next-line no-control-regex -- the control characters are what it finds
  if (/[\0-\b\v\f\x0e-\x1f\ufffe\uffff\ud800-\udfff]/u.test(value)) throw new NotationError('bad-label', token, position);
  return { point, kind: 'label', label: value };
}

/**
 * Reads a marks list (tokens separated by spaces or commas), one mark per point.
 * Throws a {@link NotationError}: `bad-mark` for a token that is no mark, `bad-point`
 * or `off-board` for its point, `duplicate` for a second mark on one point.
 */
export function parseMarks(text: string, size: number): Mark[] {
  const seen = new Set<string>();
  return tokenize(text).map(({ text: token, position }) => {
    const mark = parseMark(token, position, size);
    if (seen.has(mark.point)) throw new NotationError('duplicate', token, position);
    seen.add(mark.point);
    return mark;
  });
}

/** Writes a marks list: `stringifyMarks([{ point: 'D4', kind: 'label', label: 'A' }])` is `'D4:A'`. */
export function stringifyMarks(marks: readonly Mark[]): string {
  return marks.map((mark) => `${mark.point}:${mark.kind === 'label' ? mark.label : mark.kind}`).join(' ');
}
