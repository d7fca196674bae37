import type { FastifyInstance } from 'fastify';
import { signedParams } from '../src/lib/signature.ts';
import { bearer, type TestUser } from './accounts-helper.ts';

export interface RobotKeys {
  apiKey: string;
  apiSecret: string;
}

/** The user's open-API key pair, as the console's oapi page shows it. */
export async function robotKeys(app: FastifyInstance, user: TestUser): Promise<RobotKeys> {
  const res = await app.inject({ method: 'GET', url: '/v1/api/apiauth/get', headers: bearer(user) });
  return res.json().data as RobotKeys;
}

/**
 * A client that calls the robot API the way `wechaty-web-panel` does (ROBOT-PROTOCOL §2.1): GET parameters in
 * the query string (all strings), POST parameters in a JSON body, both signed, an empty Authorization header.
 */
export function robotClient(app: FastifyInstance, keys: RobotKeys) {
  const call = async (method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}) => {
    const signed = signedParams(params, keys);
    const url = `/open/v1/api${path}`;
    const res =
      method === 'GET'
        ? await app.inject({
            method,
            url,
            query: Object.fromEntries(Object.entries(signed).map(([k, v]) => [k, String(v)])),
            headers: { authorization: '' },
          })
        : await app.inject({ method, url, payload: signed, headers: { authorization: '' } });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } };
  };
  return {
    get: (path: string, params?: Record<string, unknown>) => call('GET', path, params),
    post: (path: string, params?: Record<string, unknown>) => call('POST', path, params),
  };
}
