/**
 * Template types for Vue 3 (checked by Volar / vue-tsc): both boards as global
 * components, with their properties and `@move`-style listeners. Load them once:
 * `import type {} from 'gonnect-connect6/vue';`, and tell Vue's compiler that the tags are
 * custom elements (`compilerOptions.isCustomElement: (tag) => tag.endsWith('-board')`).
 *
 * ```vue
 * <gonnect-board :size="9" moves="E5" @move="(event) => console.log(event.detail.point)" />
 * ```
 */
import type { DefineComponent } from 'vue';
import type {
  CamelCaseListeners,
  Connect6BoardProperties,
  Connect6Events,
  GonnectBoardProperties,
  GonnectEvents,
} from './element-props.js';

declare module 'vue' {
  interface GlobalComponents {
    'gonnect-board': DefineComponent<GonnectBoardProperties & CamelCaseListeners<GonnectEvents>>;
    'connect6-board': DefineComponent<Connect6BoardProperties & CamelCaseListeners<Connect6Events>>;
  }
}

export {};
