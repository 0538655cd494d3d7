/**
 * The attribute converters of the board's properties (the rule they follow is in
 * src/board/values.ts): every value is kept as given and judged when the board reads it.
 */
import type { ComplexAttributeConverter } from 'lit';
import { valueText } from '../../board/values.js';

/**
 * The converter of every attribute-backed property that is not a boolean: the property
 * gets the attribute's text as it is (or `null` once removed), and a property set by the
 * page is reflected as its {@link valueText}, never by a conversion that could throw.
 */
export const TEXT: ComplexAttributeConverter<unknown> = {
  fromAttribute: (text) => text,
  toAttribute: (value) => valueText(value),
};

/**
 * The converter of `size`, `level`, `ply`, `within` and `problem`: an attribute that is a
 * number exactly as JavaScript writes it (`9`, not `09`, `+9`, ` 9 ` or `-0`) becomes that
 * number; any other text stays text (and still reads as its whole number, values.ts), so a
 * message quotes the text the page wrote: `size="026"` names "026", not 26.
 */
export const NUMBER: ComplexAttributeConverter<unknown> = {
  fromAttribute: (text) => (text !== null && String(+text) === text ? +text : text),
  toAttribute: (value) => valueText(value),
};
