// Points the unmodified `wechaty-web-panel` robot plugin at a weassit server (ROBOT-PROTOCOL §1.3 (a)).
//
//   WEASSIT_URL=https://console.example.com NODE_OPTIONS="--import /path/to/register.mjs" node your-robot.js
//
// The plugin hard-codes its panel host in dist/proxy/config.js; a module `load` hook rewrites that one
// file's two host constants as it is loaded. Nothing in node_modules is changed. It also puts back two
// `node:util` functions Node 23 removed that the plugin's storage (nedb) still calls: without them the
// plugin cannot keep its config on Node ≥ 23 and answers nothing.
import { register } from 'node:module';
import util from 'node:util';

const base = (process.env.WEASSIT_URL ?? '').replace(/\/+$/, '');
if (!/^https?:\/\/[^/]+/.test(base)) {
  console.error('[weassit] set WEASSIT_URL to your weassit server, e.g. WEASSIT_URL=http://127.0.0.1:8080');
  process.exit(2);
}

util.isDate ??= (value) => value instanceof Date;
util.isRegExp ??= (value) => value instanceof RegExp;

register('./hooks.mjs', import.meta.url, {
  data: {
    panel: `${base}/open/v1/api`,
    // The upstream's extra cloud services (skills, speech, vision) are not ours: pointing them at this
    // server makes them fail fast with a JSON 404 instead of sending chat content to a third party.
    outapi: `${base}/open/outapi/v1`,
  },
});
console.log(`[weassit] robot panel: ${base}/open/v1/api`);
