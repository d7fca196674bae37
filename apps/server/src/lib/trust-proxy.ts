import type { IncomingMessage } from 'node:http';
import net from 'node:net';

/**
 * Which peers may tell us the client's address in X-Forwarded-For (TRUST_PROXY): none; the nearest `hops`
 * proxies, whoever they are; or peers at the listed addresses and networks.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** Whether the peer at `address`, `hop` steps from this server (0: the socket's peer), is a trusted proxy. */
export type TrustFunction = (address: string, hop: number) => boolean;

/** Named networks, as the proxy-addr package knows them (Fastify's own trustProxy strings). */
const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const MAX_HOPS = 16;

/**
 * Reads TRUST_PROXY: `false`, `0` or empty trust nobody; `true` is one hop (a single proxy in front), as is
 * `1`; `2`… that many; anything else is a comma-separated list of addresses, CIDR networks and the names
 * loopback, linklocal and uniquelocal. Returns the reason when the value is none of these.
 */
export function parseTrustProxy(value: string): TrustProxy | { problem: string } {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return { hops: 1 };
  if (/^\d{1,3}$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS ? { hops } : { problem: `at most ${MAX_HOPS} hops` };
  }
  const addresses = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => NAMED[entry] ?? [entry]);
  const bad = addresses.filter((entry) => !parseNetwork(entry));
  if (addresses.length === 0 || bad.length > 0) {
    return { problem: `expected true, false, a hop count or addresses/CIDR networks; not ${bad.join(', ') || value}` };
  }
  return { addresses };
}

function parseNetwork(entry: string): { address: string; prefix: number; type: 'ipv4' | 'ipv6' } | undefined {
  const [address = '', prefixText, extra] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return undefined;
  const max = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN;
  if (!(prefix >= 0 && prefix <= max)) return undefined;
  return { address, prefix, type: family === 4 ? 'ipv4' : 'ipv6' };
}

const compiled = new WeakMap<object, TrustFunction>();

/** The trust rule as a function (Fastify's trustProxy accepts one), or false when no proxy is trusted. */
export function trustFunction(trust: TrustProxy): TrustFunction | false {
  if (!trust) return false;
  let fn = compiled.get(trust);
  if (!fn) {
    if ('hops' in trust) {
      const { hops } = trust;
      fn = (_address, hop) => hop < hops;
    } else {
      const list = new net.BlockList();
      for (const entry of trust.addresses) {
        const network = parseNetwork(entry);
        if (network) list.addSubnet(network.address, network.prefix, network.type);
      }
      fn = (address) => {
        const family = net.isIP(address);
        // An IPv4 rule also matches the IPv4-mapped IPv6 form a dual-stack socket reports.
        return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
      };
    }
    compiled.set(trust, fn);
  }
  return fn;
}

/**
 * The client address of a raw request, by the rule Fastify applies to `request.ip`: starting at the socket's
 * peer, step left through X-Forwarded-For while the current address is a trusted proxy. Entries left of the
 * first untrusted one are whatever the client wrote, and are never used.
 */
export function clientAddressOf(request: IncomingMessage, trust: TrustProxy): string | undefined {
  const peer = request.socket.remoteAddress;
  const trusted = trustFunction(trust);
  if (!trusted || !peer) return peer;
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  let address = peer;
  for (let hop = 0; hop < forwarded.length && trusted(address, hop); hop++) address = forwarded[hop] as string;
  return address.slice(0, 64);
}
