import type { IncomingMessage } from 'node:http';
import { ErrorCode } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { clientAddressOf, parseTrustProxy } from '../src/lib/trust-proxy.ts';
import { RESET_MAIL_LIMIT } from '../src/services/recovery.ts';
import { build } from './helper.ts';

/** The address the proxy in front of the server appends for the real client. */
const CLIENT = '203.0.113.9';

/** Asks for reset mails (limited per client address) for unknown e-mails, each with a new forged entry. */
async function resetRequests(app: Awaited<ReturnType<typeof build>>, count: number, remoteAddress = '127.0.0.1') {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/api/sendreset',
      remoteAddress,
      // The client wrote the left entry itself; the proxy appended the right one.
      headers: { 'x-forwarded-for': `198.51.100.${i}, ${CLIENT}` },
      payload: { email: `nobody${i}@example.com` },
    });
    codes.push(res.json().code);
  }
  return codes;
}

const limitedAfterLimit = [...Array(RESET_MAIL_LIMIT).fill(0), ErrorCode.RATE_LIMITED];

describe('TRUST_PROXY', () => {
  it('with 1 hop, a forged leftmost X-Forwarded-For entry does not become the rate-limited address', async () => {
    const app = await build({ trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy });
    expect(await resetRequests(app, RESET_MAIL_LIMIT + 1)).toEqual(limitedAfterLimit);
    const keys = await app.db.kysely
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', 'reset:ip:%')
      .execute();
    expect(keys).toEqual([{ key: `reset:ip:${CLIENT}` }]);
  });

  it('true means one hop, no longer every hop', async () => {
    const app = await build({ trustProxy: loadConfig({ TRUST_PROXY: 'true' }).trustProxy });
    expect(await resetRequests(app, RESET_MAIL_LIMIT + 1)).toEqual(limitedAfterLimit);
  });

  it('with an address list, only a listed peer may vouch for the client', async () => {
    const app = await build({ trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy });
    expect(await resetRequests(app, RESET_MAIL_LIMIT + 1)).toEqual(limitedAfterLimit);
    // A peer outside the list is the client itself, whatever its header says.
    await resetRequests(app, 1, '192.0.2.7');
    const keys = await app.db.kysely
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', 'reset:ip:%')
      .execute();
    expect(keys.map((k) => k.key).sort()).toEqual(['reset:ip:192.0.2.7', `reset:ip:${CLIENT}`]);
  });

  it('parses hop counts, lists and names, and names the variable for anything else', () => {
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toEqual({ hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1')).toEqual({ addresses: ['127.0.0.1', '10.0.0.0/8', '::1'] });
    expect(parseTrustProxy('loopback')).toEqual({ addresses: ['127.0.0.1/8', '::1/128'] });
    for (const bad of ['yes', '10.0.0.0/33', '1.2.3', 'evil.example', '99']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: /);
    }
  });
});

describe('the MQTT WebSocket client address', () => {
  const upgrade = (remoteAddress: string, forwarded?: string) =>
    ({
      socket: { remoteAddress },
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    }) as unknown as IncomingMessage;

  it('follows the same rule as HTTP requests', () => {
    const hops1 = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(clientAddressOf(upgrade('127.0.0.1', `198.51.100.1, ${CLIENT}`), hops1)).toBe(CLIENT);
    expect(clientAddressOf(upgrade('127.0.0.1'), hops1)).toBe('127.0.0.1');
    expect(clientAddressOf(upgrade('127.0.0.1', `198.51.100.1, ${CLIENT}`), false)).toBe('127.0.0.1');
    const hops2 = loadConfig({ TRUST_PROXY: '2' }).trustProxy;
    expect(clientAddressOf(upgrade('127.0.0.1', `198.51.100.1, ${CLIENT}, 10.0.0.2`), hops2)).toBe(CLIENT);
    const listed = loadConfig({ TRUST_PROXY: 'loopback,10.0.0.0/8' }).trustProxy;
    expect(clientAddressOf(upgrade('::ffff:127.0.0.1', `198.51.100.1, ${CLIENT}, 10.0.0.2`), listed)).toBe(CLIENT);
    expect(clientAddressOf(upgrade('192.0.2.7', `198.51.100.1, ${CLIENT}`), listed)).toBe('192.0.2.7');
  });
});
