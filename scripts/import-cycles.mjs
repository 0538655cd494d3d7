// npm run cycles: every import cycle among the TypeScript modules of src/ (or of the folders
// given: `node scripts/import-cycles.mjs src/svg`), printed one to a line, exiting 1 if there
// is any. It reads each file with the TypeScript compiler's parser (no type checking) and
// follows relative imports to .ts files: `import`, `export ... from`, and `import()` with a
// literal path. Type-only imports (`import type`, `export type`, `import { type A }` with no
// value beside it, `typeof import('./x.js')`) are followed too: a cycle of types is still two
// modules that each need the other to be read, the layering of docs/architecture.md counts
// them, and a plain `import { A }` whose A is used only as a type is erased by the compilers
// anyway, so a check of the runtime graph alone would need the type checker to be honest.
// `--runtime` leaves the type-only ones out, to tell which cycles also hold at run time.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * An import of one module by another: `{ to: 'src/b.ts', kind: 'import()' }`. `kind` is
 * `'import'` (a static import or re-export), `'import()'` (dynamic) or `'type'` (type-only).
 * @typedef {{ to: string, kind: 'import' | 'import()' | 'type' }} Edge
 */

/** The .ts files under `folder`, recursively, as paths relative to `root`. @param {string} root @param {string} folder */
function tsFiles(root, folder) {
  return readdirSync(resolve(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/**
 * The .ts file a relative specifier names from `from` (`'./x.js'` → `x.ts`, `'./dir'` →
 * `dir/index.ts`), or null when it names no .ts file (JSON, a query such as `?ui-core`, a package).
 * @param {string} root @param {string} from @param {string} specifier
 */
function resolveSpecifier(root, from, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = resolve(root, dirname(from), specifier.split('?')[0] ?? '');
  const stem = base.replace(/\.(js|ts|mjs|mts)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.mts`, join(base, 'index.ts')]) {
    if (existsSync(candidate)) return relative(root, candidate).split('\\').join('/');
  }
  return null;
}

/** Whether an import declaration brings in types only. @param {ts.ImportDeclaration} node */
function importsTypesOnly(node) {
  const clause = node.importClause;
  if (!clause) return false; // `import './x.js'` runs the module
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** Whether an export declaration re-exports types only. @param {ts.ExportDeclaration} node */
function exportsTypesOnly(node) {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly);
}

/**
 * The imports each module makes: `{ path: 'src/a.ts', text }` gives `[{ specifier: './b.js', kind: 'import' }, ...]`.
 * @param {string} path @param {string} text
 * @returns {{ specifier: string, kind: Edge['kind'] }[]}
 */
export function moduleImports(path, text) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  /** @type {{ specifier: string, kind: Edge['kind'] }[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, kind: importsTypesOnly(node) ? 'type' : 'import' });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, kind: exportsTypesOnly(node) ? 'type' : 'import' });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push({ specifier: argument.text, kind: 'import()' });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, kind: 'type' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The import graph of the .ts files under `folders` (paths relative to `root`): each file
 * with the files it imports among them.
 * @param {string} root @param {string[]} folders
 * @returns {Map<string, Edge[]>}
 */
export function importGraph(root, folders) {
  const files = folders.flatMap((folder) => tsFiles(root, folder));
  const inGraph = new Set(files);
  /** @type {Map<string, Edge[]>} */
  const graph = new Map();
  for (const file of files) {
    /** @type {Edge[]} */
    const edges = [];
    for (const { specifier, kind } of moduleImports(file, readFileSync(resolve(root, file), 'utf8'))) {
      const to = resolveSpecifier(root, file, specifier);
      if (to && inGraph.has(to)) edges.push({ to, kind });
    }
    graph.set(file, edges);
  }
  return graph;
}

/**
 * Every elementary cycle of the graph, each once, starting at its first file in sorted
 * order: `[['src/a.ts', 'src/b.ts']]` for a.ts → b.ts → a.ts. With `runtime`, type-only
 * imports are left out. At most `limit` cycles are listed.
 * @param {Map<string, Edge[]>} graph @param {{ runtime?: boolean, limit?: number }} [options]
 * @returns {string[][]}
 */
export function findCycles(graph, { runtime = false, limit = 1000 } = {}) {
  const files = [...graph.keys()].sort();
  const order = new Map(files.map((file, index) => [file, index]));
  /** @param {string} file */
  const next = (file) => [
    ...new Set(
      (graph.get(file) ?? [])
        .filter((edge) => !(runtime && edge.kind === 'type'))
        .map((edge) => edge.to)
        .filter((to) => graph.has(to)),
    ),
  ];
  /** @type {string[][]} */
  const cycles = [];
  // A cycle is listed from its smallest file: paths from `start` through larger files only.
  for (const start of files) {
    const low = /** @type {number} */ (order.get(start));
    const path = [start];
    const onPath = new Set(path);
    /** @param {string} file */
    const walk = (file) => {
      for (const to of next(file)) {
        if (cycles.length >= limit) return;
        if (to === start) cycles.push([...path]);
        else if (/** @type {number} */ (order.get(to)) > low && !onPath.has(to)) {
          path.push(to);
          onPath.add(to);
          walk(to);
          path.pop();
          onPath.delete(to);
        }
      }
    };
    walk(start);
  }
  return cycles;
}

/**
 * A cycle as a line, with how each file imports the next: `src/a.ts → src/b.ts ⇢ src/a.ts`
 * (`→` a static import, `⇢` an `import()`, `→ type` a type-only one).
 * @param {Map<string, Edge[]>} graph @param {string[]} cycle @param {{ runtime?: boolean }} [options]
 */
export function describeCycle(graph, cycle, { runtime = false } = {}) {
  let line = cycle[0] ?? '';
  cycle.forEach((file, index) => {
    const to = cycle[(index + 1) % cycle.length] ?? '';
    const kinds = new Set(
      (graph.get(file) ?? []).filter((edge) => edge.to === to && !(runtime && edge.kind === 'type')).map((edge) => edge.kind),
    );
    const arrow = kinds.has('import') ? '→' : kinds.has('import()') ? '⇢' : '→ type';
    line += ` ${arrow} ${to}`;
  });
  return line;
}

function main() {
  const args = process.argv.slice(2);
  const runtime = args.includes('--runtime');
  const folders = args.filter((arg) => !arg.startsWith('--'));
  const root = process.cwd();
  const graph = importGraph(root, folders.length ? folders : ['src']);
  const limit = 1000;
  const cycles = findCycles(graph, { runtime, limit });
  const what = runtime ? 'import cycles leaving out type-only imports' : 'import cycles';
  if (cycles.length === 0) {
    console.log(`no ${what} among ${graph.size} modules`);
    return;
  }
  for (const cycle of cycles) console.log(describeCycle(graph, cycle, { runtime }));
  console.error(
    `${cycles.length}${cycles.length >= limit ? ' or more' : ''} ${what} among ${graph.size} modules (→ import, ⇢ import(), → type: type-only)`,
  );
  process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
