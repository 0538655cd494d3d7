// The Custom Elements Manifest that `npm run build` writes (custom-elements.json): both
// elements with the design's attributes, events, parts and CSS properties, each
// registered under its tag name, and package.json pointing to it. Editors, linters and
// documentation tools read this file; it must follow the elements' code.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

interface Named {
  name: string;
  description?: string;
}
interface Declaration extends Named {
  tagName?: string;
  customElement?: boolean;
  attributes?: Named[];
  events?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}
interface Manifest {
  modules: {
    path: string;
    declarations?: Declaration[];
    exports?: { kind: string; name: string; declaration: { name: string; module?: string } }[];
  }[];
}

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as Manifest;
const names = (list: Named[] | undefined) => (list ?? []).map((item) => item.name);

const common = [
  'size',
  'black',
  'white',
  'to-play',
  'moves',
  'readonly',
  'controls',
  'lang',
  'marks',
  'no-coordinates',
  'show-rules',
  'view',
  'computer',
  'level',
  'theme',
  'ply',
  'numbers',
  'record',
  'src',
  'hints',
  'goal',
  'within',
  'solution',
  'problem',
  'region',
  'share',
  'sizes',
  'edit',
  'confirm',
  'threats',
];
const elements = [
  {
    tag: 'gonnect-board',
    className: 'GonnectBoard',
    attributes: [...common, 'no-swap'],
    events: ['move', 'swap', 'win', 'navigate', 'solved', 'failed', 'edit'],
  },
  {
    tag: 'connect6-board',
    className: 'Connect6Board',
    attributes: common,
    events: ['move', 'win', 'draw', 'navigate', 'solved', 'failed', 'edit'],
  },
];

describe('custom-elements.json', () => {
  it('is the manifest package.json names', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { customElements: string; files: string[] };
    assert.equal(pkg.customElements, 'custom-elements.json');
    assert.ok(pkg.files.includes('custom-elements.json'));
  });

  for (const { tag, className, attributes, events } of elements) {
    it(`lists <${tag}> with its attributes, events, parts and CSS properties, all described`, () => {
      const declaration = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === tag);
      assert.ok(declaration, `no declaration with the tag name ${tag}`);
      assert.equal(declaration.name, className);
      assert.equal(declaration.customElement, true);
      assert.deepEqual(names(declaration.attributes).sort(), [...attributes].sort());
      assert.deepEqual(names(declaration.events).sort(), [...events].sort());
      assert.deepEqual(names(declaration.cssParts).sort(), [
        'board',
        'button',
        'comment',
        'editor',
        'error',
        'header',
        'move-list',
        'new-game-dialog',
        'problem-set',
        'replay',
        'rules',
        'status',
        'toolbar',
      ]);
      for (const property of ['--board-color', '--line-color', '--black-stone', '--white-stone', '--focus-color', '--text-color']) {
        assert.ok(names(declaration.cssProperties).includes(property), `${tag}: ${property}`);
      }
      for (const item of [...declaration.attributes!, ...declaration.events!, ...declaration.cssParts!, ...declaration.cssProperties!]) {
        assert.ok(item.description?.trim(), `${tag}: ${item.name} has no description`);
      }
    });

    it(`registers <${tag}> in define-boards.ts, naming the module of its class`, () => {
      const definitions = manifest.modules.flatMap((m) =>
        (m.exports ?? []).filter((e) => e.kind === 'custom-element-definition').map((e) => ({ path: m.path, ...e })),
      );
      const definition = definitions.find((d) => d.name === tag);
      assert.ok(definition, `no custom-element-definition for ${tag}: ${JSON.stringify(definitions)}`);
      assert.equal(definition.declaration.name, className);
      // The class modules register nothing (gonnect-connect6/elements exports them unregistered).
      assert.equal(definition.path, 'src/components/define-boards.ts');
      assert.equal(definition.declaration.module, `src/components/${tag}.ts`);
    });
  }
});
