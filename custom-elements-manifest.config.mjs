// The Custom Elements Manifest (custom-elements.json), written by `npm run build`:
// both elements with their attributes, properties, events, parts and CSS properties.
export default {
  globs: ['src/components/board-base.ts', 'src/components/gonnect-board.ts', 'src/components/connect6-board.ts', 'src/index.ts'],
  outdir: '.',
  litelement: true,
  packagejson: true,
};
