import crypto from 'node:crypto';

/**
 * The robot API's signature (ROBOT-PROTOCOL §2.1): every parameter but `sign`, keys sorted, joined as
 * `key=value` with `&` (objects and arrays as JSON, the rest as strings, nothing URL-encoded), prefixed with
 * `<apiSecret>&ApiSecret=`, MD5, uppercase hex. The plugin's choice, not ours: MD5 here is an integrity check
 * over a shared secret; the timestamp window and the key lookup do the rest.
 */
export function signParams(params: Record<string, unknown>, apiSecret: string): string {
  const joined = Object.keys(params)
    .filter((key) => key !== 'sign')
    .sort()
    .map((key) => `${key}=${stringify(params[key])}`)
    .join('&');
  return crypto.createHash('md5').update(`${apiSecret}&ApiSecret=${joined}`).digest('hex').toUpperCase();
}

function stringify(value: unknown): string {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
}

let lastNonce = 0;

/**
 * Adds `apiKey`, `timestamp`, `nonce` and `sign` to `params`, as the plugin and the open-API clients do. The
 * nonce has the plugin's 3 digits but never repeats the previous call's, so two identical calls in the same
 * millisecond still sign differently (a repeated signature is refused as a replay).
 */
export function signedParams(
  params: Record<string, unknown>,
  credentials: { apiKey: string; apiSecret: string },
  now = Date.now(),
): Record<string, unknown> {
  lastNonce = (lastNonce + crypto.randomInt(1, 1000)) % 1000;
  const withAuth = {
    ...params,
    apiKey: credentials.apiKey,
    timestamp: now,
    nonce: String(lastNonce).padStart(3, '0'),
  };
  return { ...withAuth, sign: signParams(withAuth, credentials.apiSecret) };
}
