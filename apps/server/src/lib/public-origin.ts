import type { Server } from 'node:http';
import type { Config } from '../config.ts';

/**
 * The origin of every link this server hands out: reset and activation mails, the scan-to-log-in QR code,
 * upload and file URLs. PUBLIC_URL, or else the address the server listens on; never a request header, or a
 * reset requested with `Host: evil.example` would mail the victim a genuine link to the attacker's site.
 */
export function linkOrigin(config: Pick<Config, 'publicUrl' | 'host' | 'port'>, server?: Server): string {
  if (config.publicUrl) return config.publicUrl;
  // The bound port when listening (PORT=0 picks one), the configured one before (inject-only tests).
  const address = server?.address();
  return listenOrigin(config.host, address && typeof address === 'object' ? address.port : config.port);
}

/** `http://host:port` of a listen address; the wildcard addresses become the local machine's. */
export function listenOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}
