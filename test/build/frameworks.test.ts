// The React 19 and Vue typings (src/frameworks/) as an application sees them: the package's
// declarations are built, and a scratch TypeScript project that uses both boards in JSX and
// in Vue's global components must compile, with the mistakes marked `@ts-expect-error`
// refused (an unused `@ts-expect-error` fails the compile too).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';

const root = resolve(import.meta.dirname, '../..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');
let scratch: string;

const REACT_APP = `
import type {} from 'gonnect-connect6/react';
import type { MoveEventDetail } from 'gonnect-connect6';

export const game = (
  <gonnect-board size={9} moves="E5 swap" readonly={false} className="board" onmove={(event) => { const point: string = event.detail.point; return point; }} />
);
export const diagram = <connect6-board size={13} black="G7" marks="G7:A" ondraw={(event) => event.detail.winner} />;
export const listener = (event: CustomEvent<MoveEventDetail>) => event.detail.moveNumber;
export const typed = <gonnect-board onmove={listener} onswap={() => undefined} />;

// @ts-expect-error: size is a number
export const badSize = <gonnect-board size={{ lines: 9 }} />;
// @ts-expect-error: Connect6 has no swap
export const noSwap = <connect6-board onswap={() => undefined} />;
// @ts-expect-error: a move's detail has no such field
export const badDetail = <gonnect-board onmove={(event) => event.detail.nothing} />;
// @ts-expect-error: game is read-only, not a prop
export const readOnly = <gonnect-board game={undefined} />;
`;

const VUE_APP = `
import type {} from 'gonnect-connect6/vue';
import type { GlobalComponents } from 'vue';

type GonnectProps = InstanceType<GlobalComponents['gonnect-board']>['$props'];
type Connect6Props = InstanceType<GlobalComponents['connect6-board']>['$props'];

export const gonnect: GonnectProps = { size: 9, moves: 'E5', noSwap: true, onMove: (event) => event.detail.point, onWin: (event) => event.detail.stones };
export const connect6: Connect6Props = { size: 19, onDraw: (event) => event.detail.reason };

// @ts-expect-error: size is a number
export const badSize: GonnectProps = { size: 'big' };
// @ts-expect-error: Connect6 has no swap
export const noSwap: Connect6Props = { onSwap: () => undefined };
`;

before(() => {
  scratch = mkdtempSync(join(root, 'node_modules/.cache-frameworks-'));
  const types = join(scratch, 'types');
  const built = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json'), '--outDir', types], { encoding: 'utf8' });
  assert.equal(built.status, 0, built.stdout + built.stderr);
  mkdirSync(join(scratch, 'app'));
  writeFileSync(join(scratch, 'app/react-app.tsx'), REACT_APP);
  writeFileSync(join(scratch, 'app/vue-app.ts'), VUE_APP);
  const tsconfig = {
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: [],
      // The package as its exports map it (package.json "exports": types of ".", "./react", "./vue").
      paths: {
        'gonnect-connect6': [join(types, 'index.d.ts')],
        'gonnect-connect6/react': [join(types, 'frameworks/react.d.ts')],
        'gonnect-connect6/vue': [join(types, 'frameworks/vue.d.ts')],
      },
    },
    include: ['app'],
  };
  writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
});

after(() => rmSync(scratch, { recursive: true, force: true }));

describe('framework typings', () => {
  test('a React 19 and a Vue project compile against the built declarations, and their mistakes are refused', () => {
    const checked = spawnSync(process.execPath, [tsc, '-p', join(scratch, 'tsconfig.json')], { encoding: 'utf8' });
    assert.equal(checked.status, 0, checked.stdout + checked.stderr);
  });

  test('the package exports both typings', async () => {
    const { default: pkg } = await import('../../package.json', { with: { type: 'json' } });
    assert.equal(pkg.exports['./react'].types, './dist/types/frameworks/react.d.ts');
    assert.equal(pkg.exports['./vue'].types, './dist/types/frameworks/vue.d.ts');
  });
});
