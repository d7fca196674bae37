import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

/** What the preload script fetches, and on which paths: the script tag's `data-plan` (JSON). */
export interface PreloadPlan {
  /** Full paths (with the base) the script acts on. */
  paths: string[];
  /** Hrefs of the JS files, preloaded as modules. */
  js: string[];
  /** Hrefs of the stylesheets, preloaded as styles. */
  css: string[];
}

/**
 * The preload script: classic and async, so it runs as soon as it arrives, before the entry module has. Every
 * first visit downloads it, hence the compact form; its plan comes from its own tag.
 */
const PRELOAD_SCRIPT = `(()=>{const plan=JSON.parse(document.currentScript.dataset.plan);
if(!plan.paths.includes(location.pathname))return;
const add=(href,attrs)=>{const l=document.createElement('link');Object.assign(l,{href,crossOrigin:'',fetchPriority:'low'},attrs);document.head.append(l)};
for(const href of plan.js)add(href,{rel:'modulepreload'});
for(const href of plan.css)add(href,{rel:'preload',as:'style'})})();
`;

/**
 * Lets a first visit of one page (`/login`, the page most visitors see first) fetch that page's lazy chunk, with
 * its static imports and CSS, alongside the entry instead of after it: without it the browser downloads and runs
 * the entry, the router asks for the chunk, and only then does the chunk start to download.
 *
 * index.html is the same for every route, so plain `<link rel="modulepreload">` tags would make every other
 * first visit download the page too. Instead index.html loads a tiny script (async: it blocks nothing) that
 * adds the links only when the address is one of `routePaths` (router paths: `/login`, and `/`, which leads
 * there). JS gets `<link rel="modulepreload">` (the later `import()` finds the modules fetched), CSS
 * `<link rel="preload" as="style">`, which does not block rendering and which the loader's stylesheet link then
 * reads from the cache. They ask for low priority: still fetched at once, but the entry, which the page waits
 * for as well, goes first.
 */
export function preloadChunk(moduleSuffix: string, routePaths: string[]): Plugin {
  let base = '/';
  let scriptFile: string | undefined;
  return {
    name: 'weassit:preload-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // Before Vite's HTML plugin, whose generateBundle runs transformIndexHtml (below).
      order: 'pre',
      handler() {
        scriptFile = this.getFileName(this.emitFile({ type: 'asset', name: 'preload.js', source: PRELOAD_SCRIPT }));
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }): HtmlTagDescriptor[] | undefined {
        if (!bundle || !entry) return;
        if (!scriptFile) throw new Error('preloadChunk: the preload script was not emitted before index.html');
        const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
        const target = chunks.find((item) => item.isDynamicEntry && item.facadeModuleId?.endsWith(moduleSuffix));
        if (!target) throw new Error(`preloadChunk: no lazy chunk for ${moduleSuffix}`);
        const byFile = new Map(chunks.map((item) => [item.fileName, item]));

        // The entry's static imports are preloaded by Vite already, and its CSS is linked.
        const skip = new Set([entry.fileName, ...entry.imports]);
        const skipCss = new Set(entry.viteMetadata?.importedCss);
        const plan: PreloadPlan = { paths: [], js: [], css: [] };
        const visit = (fileName: string) => {
          if (skip.has(fileName)) return;
          skip.add(fileName);
          const item = byFile.get(fileName);
          if (!item) return;
          plan.js.push(`${base}${fileName}`);
          for (const file of item.viteMetadata?.importedCss ?? []) {
            if (!skipCss.has(file)) {
              skipCss.add(file);
              plan.css.push(`${base}${file}`);
            }
          }
          for (const dependency of item.imports) visit(dependency);
        };
        visit(target.fileName);
        // `base` ends with a slash (`/weassit/` + `login`); the bare base (`/weassit`) is the root route too.
        plan.paths = routePaths.flatMap((route) =>
          route === '/' ? [base, base.replace(/\/$/, '')] : [`${base}${route.replace(/^\//, '')}`],
        );

        return [
          {
            tag: 'script',
            attrs: { src: `${base}${scriptFile}`, async: true, 'data-plan': JSON.stringify(plan) },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
