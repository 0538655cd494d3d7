// Types for the part of @sabaki/sgf (a CommonJS package without declarations) the tests use.
declare module '@sabaki/sgf' {
  /** One node of a parsed tree: its properties, each with its values. */
  export interface SabakiNode {
    id: number;
    data: Record<string, string[]>;
    parentId: number | null;
    children: SabakiNode[];
  }
  /** Parses SGF text into the root nodes of its game trees. */
  export function parse(contents: string): SabakiNode[];
  const sgf: { parse: typeof parse };
  export default sgf;
}
