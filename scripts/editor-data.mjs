// Editor completion data, generated from the Custom Elements Manifest (custom-elements.json,
// written by the analyzer just before this runs in `npm run build`):
//   dist/vscode.html-custom-data.json  VS Code's HTML custom data (its `html.customData` setting);
//   dist/web-types.json                JetBrains' web-types (WebStorm, IntelliJ: read through
//                                      package.json's "web-types" field).
// Both list each element with its attributes, their descriptions and, where the attribute's
// type is a union of string literals ('black' | 'white'), its values; boolean attributes take no value.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const VSCODE_DATA = 'dist/vscode.html-custom-data.json';
export const WEB_TYPES = 'dist/web-types.json';

/**
 * @typedef {{ name: string, description?: string, type?: { text: string } }} Attribute
 * @typedef {{ name: string, description?: string, type?: { text: string } }} CemEvent
 * @typedef {{ name: string, tagName?: string, summary?: string, description?: string, attributes?: Attribute[], events?: CemEvent[] }} Declaration
 * @typedef {{ modules: { path: string, declarations?: Declaration[] }[] }} Manifest
 */

/** The string literals of a type's text: `"'black' | 'white' | undefined"` gives `['black', 'white']`. @param {string | undefined} text */
export function literals(text) {
  return [...(text ?? '').matchAll(/'([^']*)'|"([^"]*)"/g)].map((match) => match[1] ?? match[2] ?? '');
}

/** Whether an attribute is a boolean one (present or absent, no value). @param {Attribute} attribute */
const isBoolean = (attribute) => attribute.type?.text === 'boolean';

/** The elements of the manifest: the declarations that have a tag name. @param {Manifest} manifest */
export function elementsOf(manifest) {
  return manifest.modules.flatMap((module) => (module.declarations ?? []).filter((declaration) => declaration.tagName));
}

/** VS Code's HTML custom data (version 1.1). @param {Manifest} manifest */
export function vscodeData(manifest) {
  return {
    $schema: 'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: elementsOf(manifest).map((element) => ({
      name: element.tagName,
      description: element.summary ?? element.description ?? '',
      attributes: (element.attributes ?? []).map((attribute) => {
        const values = literals(attribute.type?.text);
        return {
          name: attribute.name,
          description: attribute.description ?? '',
          ...(isBoolean(attribute) ? { valueSet: 'v' } : values.length ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}

/** JetBrains' web-types (schema 2.0). @param {Manifest} manifest @param {{ name: string, version: string }} pkg */
export function webTypes(manifest, pkg) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: elementsOf(manifest).map((element) => ({
          name: element.tagName,
          description: element.summary ?? element.description ?? '',
          attributes: (element.attributes ?? []).map((attribute) => {
            const values = literals(attribute.type?.text);
            return {
              name: attribute.name,
              description: attribute.description ?? '',
              value: isBoolean(attribute)
                ? { kind: 'no-value', type: 'boolean' }
                : { kind: 'plain', type: values.length ? values.map((value) => `'${value}'`).join(' | ') : 'string' },
              ...(values.length ? { values: values.map((name) => ({ name })) } : {}),
            };
          }),
          events: (element.events ?? []).map((event) => ({ name: event.name, description: event.description ?? '' })),
        })),
      },
    },
  };
}

function main() {
  const manifest = /** @type {Manifest} */ (JSON.parse(readFileSync('custom-elements.json', 'utf8')));
  const pkg = /** @type {{ name: string, version: string }} */ (JSON.parse(readFileSync('package.json', 'utf8')));
  if (elementsOf(manifest).length === 0) {
    console.error('custom-elements.json names no element: run the analyzer first');
    process.exit(1);
  }
  mkdirSync('dist', { recursive: true });
  writeFileSync(VSCODE_DATA, `${JSON.stringify(vscodeData(manifest), null, 2)}\n`);
  writeFileSync(WEB_TYPES, `${JSON.stringify(webTypes(manifest, pkg), null, 2)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
