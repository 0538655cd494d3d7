/**
 * `gonnect-connect6/ssr`: what a server needs to render boards with `@lit-labs/ssr` (to
 * Declarative Shadow DOM). Import it in Node beside the package: the boards then draw the
 * stones played from `moves` as markup (in the browser a directive draws them, which a
 * server cannot run). It registers nothing and exports nothing; the browser then hydrates
 * the page with `@lit-labs/ssr-client` (README: "Server-side rendering").
 *
 *     import { render } from '@lit-labs/ssr';
 *     import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
 *     import { html } from 'lit';
 *     import 'gonnect-connect6';
 *     import 'gonnect-connect6/ssr';
 *     const page = await collectResult(render(html`<gonnect-board size="9" moves="E5 D4"></gonnect-board>`));
 *
 * It is a module of its own, not part of `gonnect-connect6`, so that the markup writer
 * stays out of every browser bundle.
 */
import { Connect6 } from '../engine/connect6.js';
import { Gonnect } from '../engine/gonnect.js';
import { provideEngines } from '../board/engines.js';
import { serverDrawing } from '../board/server-drawing.js';
import { playedMarkup } from './played-markup.js';

serverDrawing.stones = playedMarkup;
// A server renders at once: the boards do not wait for their engines as in a page.
provideEngines({ gonnect: Gonnect, connect6: Connect6 });
