// Imports of one part of a locale file (see scripts/locale-parts.mjs).
declare module '*.json?ui' {
  const strings: { [key: string]: unknown };
  export default strings;
}
declare module '*.json?ui-core' {
  const strings: { [key: string]: unknown };
  export default strings;
}
declare module '*.json?ui-later' {
  const strings: { [key: string]: unknown };
  export default strings;
}
declare module '*.json?rules' {
  const rules: import('./rules/rules-text.js').RulesSource;
  export default rules;
}
