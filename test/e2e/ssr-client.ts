// The browser side of a server-rendered page (test/e2e/ssr.test.ts bundles it with Vite):
// Lit's hydration support first, then the package, so that both share one `lit`. A page
// built with any bundler does the same two imports in this order.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import 'gonnect-connect6';
