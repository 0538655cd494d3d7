/**
 * The attribute converters of the board's properties (the rule they follow is in
 * src/board/values.ts): every value is kept as given and judged when the board reads it.
 */
import type { ComplexAttributeConverter } from 'lit';
import { valueText, WHOLE_NUMBER } from '../../board/values.js';

/**
 * The converter of every attribute-backed property that is not a boolean: the property
 * gets the attribute's text as it is (or `null` once removed), and a property set by the
 * page is reflected as its {@link valueText}, never by a conversion that could throw.
 */
export const TEXT: ComplexAttributeConverter<unknown> = {
  fromAttribute: (text) => text,
  toAttribute: (value) => valueText(value),
};

/** The converter of `size` and `level`: a whole-number attribute becomes that number, other text stays text. */
export const NUMBER: ComplexAttributeConverter<unknown> = {
  fromAttribute: (text) => (text !== null && WHOLE_NUMBER.test(text) ? Number(text) : text),
  toAttribute: (value) => valueText(value),
};
