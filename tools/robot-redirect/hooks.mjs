// Module hooks for register.mjs: rewrites the panel hosts in wechaty-web-panel's config module.
const CONFIG_MODULE = /\/wechaty-web-panel\/dist\/proxy\/config\.js$/;
const PANEL = 'https://api-bot.aibotk.com/open/v1/api';
const OUTAPI = 'https://outapi.aibotk.com/open/api/v1';

let targets;

export async function initialize(data) {
  targets = data;
}

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!CONFIG_MODULE.test(url)) return result;
  const source = String(result.source);
  if (!source.includes(PANEL)) {
    // An upstream release moved the constant: better to say so than to talk to the upstream's servers.
    throw new Error(`[weassit] ${url} no longer holds ${PANEL}; update tools/robot-redirect/hooks.mjs`);
  }
  return { ...result, source: source.replaceAll(PANEL, targets.panel).replaceAll(OUTAPI, targets.outapi) };
}
