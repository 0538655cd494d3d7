// The Custom Elements Manifest (custom-elements.json), written by `npm run build`:
// both elements with their attributes, properties, events, parts and CSS properties.

/**
 * The analyzer names the class of a definition made in another module
 * (src/components/define-boards.ts) by the import's specifier resolved from the root,
 * `/src/components/gonnect-board.js`; the manifest names modules by their path,
 * `src/components/gonnect-board.ts`, and so does this reference after this plugin.
 */
const definitionPaths = {
  name: 'definition-paths',
  /** @param {{ customElementsManifest: { modules: { exports?: { kind: string, declaration?: { module?: string } }[] }[] } }} context */
  packageLinkPhase({ customElementsManifest }) {
    for (const module of customElementsManifest.modules) {
      for (const entry of module.exports ?? []) {
        const reference = entry.declaration;
        if (entry.kind !== 'custom-element-definition' || !reference?.module?.startsWith('/')) continue;
        reference.module = reference.module.slice(1).replace(/\.js$/, '.ts');
      }
    }
  },
};

export default {
  globs: [
    'src/components/board-base.ts',
    'src/components/gonnect-board.ts',
    'src/components/connect6-board.ts',
    'src/components/define-boards.ts',
    'src/elements.ts',
    'src/index.ts',
  ],
  outdir: '.',
  litelement: true,
  packagejson: true,
  plugins: [definitionPaths],
};
