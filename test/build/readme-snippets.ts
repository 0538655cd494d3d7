// The README's framework snippets as compilable files: the React 19 and React 18 blocks of
// "React and Vue" as they are, and the Vue block's script and template turned into what
// vue-tsc checks of it (the props of the template's element, as Vue's GlobalComponents type
// them), since plain tsc cannot read a .vue file.

/** The code blocks (```lang) of the README's "React and Vue" section, in order. */
function blocks(readme: string): { lang: string; code: string }[] {
  const start = readme.indexOf('## React and Vue');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  return [...section.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map(([, lang, code]) => ({ lang: lang!, code: code! }));
}

/** The three snippets: React 19 and React 18 (`.tsx`), and the Vue one as a `.ts` file. */
export function readmeSnippets(readme: string): { react19: string; react18: string; vue: string } {
  const all = blocks(readme);
  const tsx = all.filter((block) => block.lang === 'tsx').map((block) => block.code);
  const sfc = all.find((block) => block.lang === 'vue')?.code;
  if (tsx.length !== 2 || !sfc)
    throw new Error(`the README's React and Vue section has ${tsx.length} tsx blocks and ${sfc ? 'a' : 'no'} vue block`);
  const script = /<script setup lang="ts">\n([\s\S]*?)<\/script>/.exec(sfc)?.[1] ?? '';
  const element = /<template>\s*<([a-z0-9-]+)\s([\s\S]*?)\/>\s*<\/template>/.exec(sfc);
  if (!element) throw new Error('the Vue snippet has no single self-closing element in its template');
  const [, tag, attributes] = element;
  // `:name="expr"` binds an expression, `@name="fn"` a listener (onName), `name="text"` a string.
  const props = [...attributes!.matchAll(/([:@]?)([a-z-]+)="([^"]*)"/g)].map(([, kind, name, value]) => {
    const camel = name!.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    if (kind === '@') return `on${camel[0]!.toUpperCase()}${camel.slice(1)}: ${value}`;
    return `${camel}: ${kind === ':' ? value : JSON.stringify(value)}`;
  });
  const vue = `${script}import type { GlobalComponents } from 'vue';
type Props = InstanceType<GlobalComponents['${tag}']>['$props'];
export const props: Props = { ${props.join(', ')} };
`;
  return { react19: tsx[0]!, react18: tsx[1]!, vue };
}
