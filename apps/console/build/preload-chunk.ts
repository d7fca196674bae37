import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

/**
 * Lets index.html fetch one lazy chunk (with its static imports and CSS) alongside the entry, instead of after
 * it: the page of `/login`, the first page most visitors see. Without it the browser downloads and runs the
 * entry, the router asks for the login chunk, and only then does that chunk start to download.
 *
 * JS gets `<link rel="modulepreload">` (the later `import()` finds the modules fetched, and Vite's loader skips
 * a file that has a link already); CSS gets `<link rel="preload" as="style">`, which does not block rendering,
 * and the loader's stylesheet link then reads it from the cache. Every route's index.html carries the links, so
 * other first visits fetch the chunk's files too: keep it to a chunk whose imports the console needs anyway.
 * They ask for low priority: still fetched at once, but the entry, which every route waits for, goes first (at
 * the default priority a logged-in first visit of the dashboard painted ~0.5 s later under Lighthouse's slow 4G).
 */
export function preloadChunk(moduleSuffix: string): Plugin {
  let base = '/';
  return {
    name: 'weassit:preload-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
        const target = chunks.find((item) => item.isDynamicEntry && item.facadeModuleId?.endsWith(moduleSuffix));
        if (!target) throw new Error(`preloadChunk: no lazy chunk for ${moduleSuffix}`);
        const byFile = new Map(chunks.map((item) => [item.fileName, item]));

        // The entry's static imports are preloaded by Vite already, and its CSS is linked.
        const skip = new Set([entry.fileName, ...entry.imports]);
        const skipCss = new Set(entry.viteMetadata?.importedCss);
        const js: string[] = [];
        const css: string[] = [];
        const visit = (fileName: string) => {
          if (skip.has(fileName)) return;
          skip.add(fileName);
          const item = byFile.get(fileName);
          if (!item) return;
          js.push(fileName);
          for (const file of item.viteMetadata?.importedCss ?? []) {
            if (!skipCss.has(file)) {
              skipCss.add(file);
              css.push(file);
            }
          }
          for (const dependency of item.imports) visit(dependency);
        };
        visit(target.fileName);

        const href = (file: string) => `${base}${file}`;
        return [
          ...js.map(
            (file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: href(file) },
              injectTo: 'head',
            }),
          ),
          ...css.map(
            (file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'preload', as: 'style', crossorigin: true, fetchpriority: 'low', href: href(file) },
              injectTo: 'head',
            }),
          ),
        ];
      },
    },
  };
}
