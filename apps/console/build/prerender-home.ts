import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

const ENTRY = 'src/features/landing/prerender.tsx';
/** The chunk that holds the landing page (the public site's area). */
const LANDING_AREA = 'src/app/site-area.tsx';

interface PrerenderModule {
  SESSION_KEY: string;
  INVITE_KEY: string;
  renderLanding(): { html: string; title: string; description: string };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The landing page for first visits, written to `home.html` beside `index.html` (the server sends it for
 * /weassit/home): the `LandingPage` component rendered to static HTML at build time (by a server-side build of
 * `prerender.tsx` with this same configuration, so its class names are the client build's), the stylesheets the
 * app's entry and the landing chunk use, and one tiny script that, when a login is stored, turns the links
 * marked `data-logged-in-href` into links to the console. No React, no router: the first thing visitors load
 * stays a few kB (the app itself loads when they go on to log in).
 */
export function prerenderHome(): Plugin {
  let root = '';
  let outDir = '';
  let isSsr = false;
  return {
    name: 'weassit:prerender-home',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    writeBundle: {
      // Before weassit:precompress (order 'post'), so home.html and its script get compressed copies too.
      sequential: true,
      async handler(_options, bundle) {
        if (isSsr) return;
        const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const landing = chunks.find((chunk) => chunk.facadeModuleId === path.join(root, LANDING_AREA));
        if (!entry || !landing) throw new Error(`prerender-home: no entry chunk or no chunk for ${LANDING_AREA}`);
        const css = stylesheetsOf([entry, landing], chunks);
        const page = await renderInServerBuild(root);
        const script = sessionScript(page.SESSION_KEY, page.INVITE_KEY);
        const scriptFile = `assets/landing-session-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
        fs.writeFileSync(path.join(outDir, scriptFile), script);
        const { html, title, description } = page.renderLanding();
        fs.writeFileSync(
          path.join(outDir, 'home.html'),
          [
            '<!doctype html>',
            '<html lang="zh-CN">',
            '<head>',
            '<meta charset="UTF-8" />',
            '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
            `<meta name="description" content="${escapeHtml(description)}" />`,
            '<link rel="icon" type="image/svg+xml" href="/weassit/favicon.svg" />',
            `<title>${escapeHtml(title)}</title>`,
            ...css.map((file) => `<link rel="stylesheet" href="/weassit/${file}" />`),
            `<script type="module" src="/weassit/${scriptFile}"></script>`,
            '</head>',
            `<body><div id="root">${html}</div></body>`,
            '</html>',
            '',
          ].join('\n'),
        );
      },
    },
  };
}

/** The CSS files of `start` and of every chunk they import statically, in load order, once each. */
function stylesheetsOf(start: Rolldown.OutputChunk[], chunks: Rolldown.OutputChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
    for (const file of chunk.viteMetadata?.importedCss ?? []) if (!css.includes(file)) css.push(file);
  };
  for (const chunk of start) visit(chunk);
  return css;
}

/** Builds `prerender.tsx` for Node with the console's own Vite configuration, and loads it. */
async function renderInServerBuild(root: string): Promise<PrerenderModule> {
  // Inside the console's node_modules, so the built module's imports of React and the router resolve.
  const ssrOut = path.join(root, 'node_modules/.prerender-home');
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: {
      ssr: ENTRY,
      outDir: ssrOut,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  return (await import(`${pathToFileURL(path.join(ssrOut, 'prerender.mjs')).href}?t=${Date.now()}`)) as PrerenderModule;
}

/**
 * The landing page's only script: a stored login (storage or cookie, as the console keeps it) shows 控制台, and
 * an invite link's `?r=` code is saved once, as the console saves it on any of its pages.
 */
function sessionScript(sessionKey: string, inviteKey: string): string {
  return `try {
  const key = ${JSON.stringify(sessionKey)};
  const stored = localStorage.getItem(key) || document.cookie.split('; ').some((part) => part.startsWith(key + '='));
  if (stored) {
    for (const link of document.querySelectorAll('[data-logged-in-href]')) {
      link.href = link.dataset.loggedInHref;
      link.textContent = link.dataset.loggedInLabel;
    }
  }
} catch {}
try {
  const code = (new URLSearchParams(location.search).get('r') || '').trim().slice(0, 64);
  const inviteKey = ${JSON.stringify(inviteKey)};
  if (code && !localStorage.getItem(inviteKey)) localStorage.setItem(inviteKey, code);
} catch {}
`;
}
