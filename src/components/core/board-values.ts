/**
 * The attribute values of a board as the page gave them (the element's properties,
 * board-base.ts): what its features read. A value is kept as given, and read by the rule of
 * src/board/values.ts (`null` absent, numbers as numbers or numeric text).
 */
export interface BoardValues {
  readonly size?: unknown;
  readonly black: unknown;
  readonly white: unknown;
  readonly toPlay?: unknown;
  readonly moves: unknown;
  readonly readonly: boolean;
  readonly controls: boolean;
  readonly marks: unknown;
  readonly noCoordinates: boolean;
  readonly showRules: boolean;
  readonly view?: unknown;
  readonly computer?: unknown;
  readonly level?: unknown;
  readonly theme?: unknown;
  readonly ply?: unknown;
  readonly numbers?: unknown;
  readonly record?: unknown;
  readonly src?: unknown;
  readonly hints: boolean;
  readonly goal?: unknown;
  readonly within?: unknown;
  readonly solution?: unknown;
  readonly problem?: unknown;
  readonly region?: unknown;
  readonly share: boolean;
  readonly sizes?: unknown;
  readonly edit: boolean;
  readonly confirm?: unknown;
  readonly threats: boolean;
}
