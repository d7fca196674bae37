import dgram from 'node:dgram';
import dns from 'node:dns/promises';
import type { AddressInfo } from 'node:net';
import { onTestFinished, vi } from 'vitest';

/**
 * A DNS server on a local UDP port that takes every query and never answers, and the server's host lookups
 * (`dns.lookup`, the system resolver) sent there instead for the rest of the test, through a real resolver.
 * `queries` counts what it received, to show that a lookup went there.
 */
export async function silentDns() {
  const socket = dgram.createSocket('udp4');
  let queries = 0;
  socket.on('message', () => {
    queries += 1;
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const resolver = new dns.Resolver({ timeout: 60_000, tries: 1 });
  resolver.setServers([`127.0.0.1:${(socket.address() as AddressInfo).port}`]);
  const lookup = vi.spyOn(dns, 'lookup').mockImplementation((async (hostname: string) => {
    const addresses = await resolver.resolve4(hostname);
    return addresses.map((address) => ({ address, family: 4 }));
  }) as unknown as typeof dns.lookup);
  onTestFinished(() => {
    lookup.mockRestore();
    resolver.cancel();
    socket.close();
  });
  return { queries: () => queries };
}

/** `work`, or a rejection once `ms` have passed (a test's own bound on something that should end sooner). */
export function within<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
