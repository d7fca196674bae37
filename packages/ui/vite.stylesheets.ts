import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * Assembles the published stylesheets from the CSS vanilla-extract emits per `.css.ts` module (the build splits
 * CSS per module so that it can be regrouped here):
 * - `style.css`: everything the entry reaches (theme and every widget), in module order;
 * - `theme.css`: the theme (light tokens on `:root`, the theme classes, the widget base rules of `src/theme`);
 * - `styles/parts/<Folder>/<File>.css`: the CSS of one `.css.ts` module;
 * - `styles/<Widget>.js`: imports `theme.css` and the parts that widget reaches (the widgets it renders
 *   included), dependencies first. Being modules, each part reaches the host's bundle once, at its first
 *   import, so any set of widgets in any import order keeps the cascade of `style.css`: a widget's rules that
 *   restyle a part of another widget (TagInput's field group) still come after that widget's rules. Sheets
 *   repeating the rules they share would undo that;
 * - `reset.css`: the opt-in page-wide reset, in no other sheet.
 * The per-module CSS assets are dropped afterwards, and so is the reset's JavaScript (it only carries CSS).
 */
export function stylesheets({ src, entry, reset }: { src: string; entry: string; reset?: string }): Plugin {
  const theme = path.join(src, 'theme') + path.sep;
  return {
    name: 'weassit-ui-stylesheets',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const cssOfModule = collectModuleCss(bundle, src);
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];

      /** Module ids reachable from `root`, dependencies before dependents (the order the browser applies them). */
      const reach = (root: string): string[] => {
        const seen = new Set<string>();
        const order: string[] = [];
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of imports(id)) visit(next);
          order.push(id);
        };
        visit(root);
        return order;
      };
      const withCss = (ids: string[]) => ids.filter((id) => cssOfModule.has(id));
      const cssOf = (ids: string[]) =>
        withCss(ids)
          .map((id) => cssOfModule.get(id))
          .join('\n');
      const isTheme = (id: string) => id.startsWith(theme) && !id.includes('sprinkles.css.ts');
      const isReset = (id: string) => reset !== undefined && id.startsWith(reset);

      const global = reach(entry).filter((id) => !isReset(id));
      // Every module's CSS must be reachable from the entry or the reset, or a widget would ship unstyled.
      const placed = new Set([...global, ...(reset ? reach(reset) : [])]);
      const lost = [...cssOfModule.keys()].filter((id) => !placed.has(id));
      if (lost.length) this.error(`CSS in no stylesheet (asset name not matching its module?): ${lost.join(', ')}`);
      const rank = new Map(global.map((id, index) => [id, index]));
      const emit = (fileName: string, source: string) => this.emitFile({ type: 'asset', fileName, source });

      emit('style.css', cssOf(global));
      emit('theme.css', cssOf(global.filter(isTheme)));

      /** `src/Field/Field.css.ts.vanilla.css` → `parts/Field/Field.css`. */
      const partOf = (id: string) =>
        `parts/${path
          .relative(src, id)
          .split(path.sep)
          .join('/')
          .replace(/\.css\.ts\.vanilla\.css$/, '.css')}`;
      for (const id of withCss(global.filter((m) => !isTheme(m))))
        emit(`styles/${partOf(id)}`, cssOfModule.get(id) ?? '');
      /** The JavaScript entry of one widget's styles: the theme, then its parts in `style.css` order. */
      const entryOf = (root: string) =>
        [
          '// The styles of one widget for bundlers: theme.css, then the CSS of every module the widget reaches.',
          `import "../theme.css";`,
          ...withCss(reach(root).filter((m) => rank.has(m) && !isTheme(m)))
            .sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0))
            .map((id) => `import "./${partOf(id)}";`),
          '',
        ].join('\n');

      // One entry per widget folder the entry re-exports (`src/Button/index.ts` → `styles/Button.js`).
      for (const id of imports(entry)) {
        const folder = path.relative(src, id).split(path.sep);
        if (folder.length !== 2 || folder[1] !== 'index.ts' || id.startsWith(theme)) continue;
        emit(`styles/${folder[0]}.js`, entryOf(id));
      }
      // The sprinkles utility classes, for consumers calling `sprinkles()` without any widget that uses them.
      const sprinkles = global.find((id) => id.endsWith(`${path.sep}sprinkles.css.ts`));
      if (sprinkles) emit('styles/sprinkles.js', entryOf(sprinkles));

      if (reset) {
        emit('reset.css', cssOf(reach(reset)));
        for (const [fileName, output] of Object.entries(bundle))
          if (output.type === 'chunk' && output.facadeModuleId === reset) delete bundle[fileName];
      }
      for (const [fileName, output] of Object.entries(bundle))
        if (output.type === 'asset' && fileName.endsWith('.vanilla.css')) delete bundle[fileName];
    },
  };
}

/**
 * The CSS of each module that has some: vanilla-extract turns `X.css.ts` into a virtual `X.css.ts.vanilla.css`
 * module, which the build (modules kept apart, rooted at `src`) writes as the asset `X.css.ts.vanilla.css`.
 */
function collectModuleCss(bundle: Rolldown.OutputBundle, src: string): Map<string, string> {
  const css = new Map<string, string>();
  for (const [fileName, output] of Object.entries(bundle)) {
    if (output.type !== 'asset' || !fileName.endsWith('.vanilla.css')) continue;
    const source = typeof output.source === 'string' ? output.source : new TextDecoder().decode(output.source);
    css.set(path.join(src, fileName), source);
  }
  return css;
}
