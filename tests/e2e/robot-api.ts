import crypto from 'node:crypto';
import { baseUrl } from './helpers.ts';

/** A robot's API key pair, as `POST /apiauth/get` returns it. */
export interface RobotKeys {
  apiKey: string;
  apiSecret: string;
}

/**
 * The robot API's signature, as the plugin computes it: every parameter but sign, keys sorted, `key=value`
 * joined by `&` (objects as JSON), prefixed with `<apiSecret>&ApiSecret=`, MD5, uppercase hex.
 */
export function signed(params: Record<string, unknown>, keys: RobotKeys): Record<string, unknown> {
  const withAuth = { ...params, apiKey: keys.apiKey, timestamp: Date.now(), nonce: String(crypto.randomInt(0, 1000)) };
  const joined = Object.keys(withAuth)
    .sort()
    .map((key) => `${key}=${text(withAuth[key as keyof typeof withAuth])}`)
    .join('&');
  const sign = crypto.createHash('md5').update(`${keys.apiSecret}&ApiSecret=${joined}`).digest('hex').toUpperCase();
  return { ...withAuth, sign };
}

function text(value: unknown): string {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A GET of the robot plugin: signed query, no bearer token. Answers the envelope. */
export async function robotGet<T = unknown>(
  path: string,
  params: Record<string, unknown>,
  keys: RobotKeys,
): Promise<{ code: number; data: T }> {
  const query = new URLSearchParams(Object.entries(signed(params, keys)).map(([key, value]) => [key, text(value)]));
  const res = await fetch(`${baseUrl}/open/v1/api${path}?${query}`, { headers: { authorization: '' } });
  return (await res.json()) as { code: number; data: T };
}

/** A POST of the robot plugin: JSON body, signed, no bearer token. Answers the envelope. */
export async function robotPost<T = unknown>(
  path: string,
  params: Record<string, unknown>,
  keys: RobotKeys,
): Promise<{ code: number; data: T }> {
  const res = await fetch(`${baseUrl}/open/v1/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: '' },
    body: JSON.stringify(signed(params, keys)),
  });
  return (await res.json()) as { code: number; data: T };
}
