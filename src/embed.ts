/**
 * The one-file embed: `<script type="module" src=".../embed.js"></script>` registers
 * both elements (lit, i18next and the locales are bundled in). It re-exports the
 * package too, which also keeps the registering modules from being tree-shaken.
 */
export * from './index.js';
