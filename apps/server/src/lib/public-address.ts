import type { LookupAddress } from 'node:dns';
import dns from 'node:dns/promises';
import net from 'node:net';

/*
 * Where an outbound request made on a user's behalf (a callback test, a feed fetch) may go: public unicast
 * addresses only. Everything else — this machine, the private networks around it, link-local (cloud metadata
 * at 169.254.169.254), carrier-grade NAT, multicast, documentation and reserved ranges — is refused, so a user
 * cannot make the server reach what only it can reach.
 */

const blockedV4 = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blockedV4.addSubnet(prefix, bits, 'ipv4');
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 part converted). */
function hextets(address: string): number[] | undefined {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const bytes = dotted[1].split('.').map(Number);
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':').map((h) => Number.parseInt(h, 16)));
  const start = part(head);
  const end = tail === undefined ? [] : part(tail);
  const fill = tail === undefined ? 0 : 8 - start.length - end.length;
  const groups = [...start, ...Array<number>(Math.max(fill, 0)).fill(0), ...end];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

function isPublicV6(address: string): boolean {
  const g = hextets(address);
  if (!g) return false;
  const [g0 = 0, g1 = 0, , , , g5 = 0, g6 = 0, g7 = 0] = g;
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) reach the IPv4 address inside.
  if (g.slice(0, 5).every((x) => x === 0) && g5 === 0xffff) return isPublicV4(v4Of(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isPublicV4(v4Of(g6, g7));
  // 6to4 (2002:a.b.c.d::/48) routes to the IPv4 address in its prefix.
  if (g0 === 0x2002) return isPublicV4(v4Of(g1, g[2] ?? 0));
  // Global unicast is 2000::/3; of it, Teredo (2001::/32), ORCHID and documentation (2001:db8::/32) are not
  // places to call. Everything outside 2000::/3 (loopback, unspecified, ULA fc00::/7, link-local fe80::/10,
  // multicast ff00::/8, IPv4-compatible ::/96 …) is refused.
  if ((g0 & 0xe000) !== 0x2000) return false;
  if (g0 === 0x2001 && (g1 === 0 || g1 === 0xdb8 || (g1 >= 0x10 && g1 <= 0x2f))) return false;
  return true;
}

function isPublicV4(address: string): boolean {
  return net.isIPv4(address) && !blockedV4.check(address, 'ipv4');
}

/** Whether `address` (an IPv4 or IPv6 literal) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  if (net.isIPv4(address)) return isPublicV4(address);
  if (net.isIPv6(address)) return isPublicV6(address);
  return false;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** The host's addresses could not be found. */
export class UnresolvedHostError extends Error {
  override name = 'UnresolvedHostError';
}

/** The host is (or resolves to) an address that is not public. */
export class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
  readonly address: string;
  constructor(address: string) {
    super(`address ${address} is not public`);
    this.address = address;
  }
}

/**
 * Every address of `hostname` (an IP literal, bracketed or not, or a name to resolve). Unless `allowPrivate`,
 * each must be public, else BlockedAddressError: one bad address among good ones is refused too, since the
 * connection may pick any of them. The caller connects to these addresses only (no second lookup that could
 * answer differently).
 */
export async function resolvePublicAddresses(hostname: string, allowPrivate = false): Promise<ResolvedAddress[]> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  if (net.isIP(host)) {
    addresses = [{ address: host, family: net.isIPv6(host) ? 6 : 4 }];
  } else {
    try {
      const found = await dns.lookup(host, { all: true, verbatim: true });
      addresses = found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
    } catch (error) {
      throw new UnresolvedHostError(`cannot resolve ${host}`, { cause: error });
    }
    if (addresses.length === 0) throw new UnresolvedHostError(`no address for ${host}`);
  }
  if (!allowPrivate) {
    const blocked = addresses.find((a) => !isPublicAddress(a.address));
    if (blocked) throw new BlockedAddressError(blocked.address);
  }
  return addresses;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request / net.connect that answers only with the addresses already checked: the
 * socket connects to what was vetted, whatever DNS would say now (no rebinding between check and connect).
 */
export function pinnedLookup(addresses: readonly ResolvedAddress[]) {
  return (_hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback) => {
    const family =
      options.family === 4 || options.family === 'IPv4' ? 4 : options.family === 6 || options.family === 'IPv6' ? 6 : 0;
    const usable = addresses.filter((a) => family === 0 || a.family === family);
    const first = usable[0];
    if (!first) {
      const error: NodeJS.ErrnoException = new Error('no vetted address of that family');
      error.code = 'ENOTFOUND';
      callback(error, '');
      return;
    }
    if (options.all)
      callback(
        null,
        usable.map((a) => ({ address: a.address, family: a.family })),
      );
    else callback(null, first.address, first.family);
  };
}
