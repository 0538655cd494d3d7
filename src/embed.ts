/**
 * The one-file embed: `<script type="module" src=".../embed.js"></script>` registers
 * both elements (lit, i18next and the UI strings are bundled in; the rule text and the
 * computer player load on first use from files beside it).
 */
import './components/define-boards.js';
