// The README's framework snippets as they are written, for frameworks.test.ts: the code
// blocks of its "React and Vue" section, found by their language (two `tsx` blocks, React 19
// then React 18; a `js` block, the Vue plugin's line of vite.config.js; a `vue` block, the
// single-file component). A section that no longer has them fails the test that reads it.

/** The code blocks (```lang) of the README's "React and Vue" section, in order. */
function blocks(readme: string): { lang: string; code: string }[] {
  const start = readme.indexOf('## React and Vue');
  if (start < 0) throw new Error('the README has no "## React and Vue" section');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  return [...section.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map(([, lang, code]) => ({ lang: lang!, code: code! }));
}

/** The README's framework snippets. */
export interface ReadmeSnippets {
  /** The React 19 component (a `.tsx` module). */
  react19: string;
  /** The React 18 component, with its ref (a `.tsx` module). */
  react18: string;
  /** The Vue single-file component (a `.vue` file). */
  vue: string;
  /** The Vue plugin's call of the vite.config.js line, without its `;`: `vue({ template: … })`. */
  vuePlugin: string;
}

export function readmeSnippets(readme: string): ReadmeSnippets {
  const all = blocks(readme);
  const tsx = all.filter((block) => block.lang === 'tsx').map((block) => block.code);
  const vue = all.find((block) => block.lang === 'vue')?.code;
  const config = all.find((block) => block.lang === 'js')?.code;
  if (tsx.length !== 2 || !vue || !config)
    throw new Error(
      `the README's React and Vue section has ${tsx.length} tsx blocks (2 expected), ${vue ? 'a' : 'no'} vue block and ${config ? 'a' : 'no'} js block`,
    );
  const vuePlugin = /^(vue\([\s\S]*\));?\s*$/m.exec(config)?.[1];
  if (!vuePlugin) throw new Error(`the README's vite.config.js block has no vue(…) call: ${config}`);
  return { react19: tsx[0]!, react18: tsx[1]!, vue, vuePlugin };
}
