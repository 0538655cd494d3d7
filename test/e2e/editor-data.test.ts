// The editors' completion data that `npm run build` writes from the Custom Elements Manifest
// (scripts/editor-data.mjs): VS Code's HTML custom data and JetBrains' web-types, both named
// in package.json. Every attribute of the README's table is in both, for both elements,
// with every value the README gives it (a backquoted word of its row; NOT_VALUES lists the others).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

interface VsCodeData {
  tags: { name: string; attributes: { name: string; valueSet?: string; values?: { name: string }[] }[] }[];
}
interface WebTypes {
  contributions: {
    html: {
      elements: {
        name: string;
        attributes: { name: string; value?: { kind?: string }; values?: { name: string }[] }[];
        events: { name: string }[];
      }[];
    };
  };
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { 'web-types': string; customData: string; files: string[] };
const vscode = JSON.parse(readFileSync(pkg.customData, 'utf8')) as VsCodeData;
const webTypes = JSON.parse(readFileSync(pkg['web-types'], 'utf8')) as WebTypes;

/** The backquoted words of a row that are no value of its attribute but name something else (a move, another attribute). */
const NOT_VALUES: Readonly<Record<string, readonly string[]>> = {
  moves: ['swap'],
  share: ['id'],
  controls: ['readonly'],
  lang: ['lang'],
  record: ['size', 'black', 'white', 'moves'],
  src: ['record'],
  ply: ['moves'],
};

/** The README's attribute table: each attribute with the values its row gives. */
function readmeAttributes(): Map<string, string[]> {
  const readme = readFileSync('README.md', 'utf8');
  const table = readme.slice(readme.indexOf('### Attributes'), readme.indexOf('### Properties and methods'));
  const attributes = new Map<string, string[]>();
  for (const [, names, meaning] of table.matchAll(/^\| (`[^|]+`) \| (.+) \|$/gm)) {
    for (const [, name] of names!.matchAll(/`([a-z-]+)`/g)) {
      const words = [...meaning!.matchAll(/`([a-z]+)`/g)].map((match) => match[1]!);
      attributes.set(
        name!,
        words.filter((word) => !NOT_VALUES[name!]?.includes(word)),
      );
    }
  }
  return attributes;
}

const attributes = readmeAttributes();

describe("the editors' completion data", () => {
  it('reads the README table (sanity: the attributes and values the check relies on)', () => {
    assert.ok(attributes.size >= 28, `attributes: ${[...attributes.keys()].join(', ')}`);
    assert.deepEqual(attributes.get('computer'), ['black', 'white', 'both', 'none']);
    assert.deepEqual(attributes.get('lang'), ['en', 'es', 'ru']);
  });

  it('is in the package: package.json names both files, under dist/ (which the tarball holds)', () => {
    assert.equal(pkg['web-types'], './dist/web-types.json');
    assert.equal(pkg.customData, './dist/vscode.html-custom-data.json');
    assert.ok(pkg.files.includes('dist'));
  });

  for (const tag of ['gonnect-board', 'connect6-board']) {
    it(`lists every README attribute of <${tag}> with its values, in VS Code's data and in web-types`, () => {
      const inVsCode = vscode.tags.find((t) => t.name === tag);
      const inWebTypes = webTypes.contributions.html.elements.find((element) => element.name === tag);
      assert.ok(inVsCode && inWebTypes, `${tag} is missing`);
      for (const [name, values] of attributes) {
        if (name === 'no-swap' && tag === 'connect6-board') continue;
        const a = inVsCode.attributes.find((attribute) => attribute.name === name);
        const b = inWebTypes.attributes.find((attribute) => attribute.name === name);
        assert.ok(a, `VS Code data: <${tag}> has no ${name}`);
        assert.ok(b, `web-types: <${tag}> has no ${name}`);
        for (const value of values) {
          assert.ok(
            a.values?.some((v) => v.name === value),
            `VS Code data: <${tag} ${name}> lacks the value ${value}`,
          );
          assert.ok(
            b.values?.some((v) => v.name === value),
            `web-types: <${tag} ${name}> lacks the value ${value}`,
          );
        }
      }
      // Boolean attributes take no value in both.
      assert.equal(inVsCode.attributes.find((attribute) => attribute.name === 'readonly')?.valueSet, 'v');
      assert.equal(inWebTypes.attributes.find((attribute) => attribute.name === 'readonly')?.value?.kind, 'no-value');
      assert.ok(inWebTypes.events.some((event) => event.name === 'move'));
    });
  }
});
