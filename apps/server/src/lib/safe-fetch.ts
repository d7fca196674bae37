import http from 'node:http';
import https from 'node:https';
import { pinnedLookup, type ResolvedAddress, resolvePublicAddresses } from './public-address.ts';

/*
 * One outbound HTTP call made on a user's behalf (a callback test, a feed test): to public addresses only
 * (unless allowed), checked before connecting and pinned for the connection; no redirects followed, no
 * connection pooled, at most `maxBytes` of answer read, everything within `timeoutMs`. The address checks'
 * own errors (BlockedAddressError, UnresolvedHostError of public-address.ts) pass through to the caller.
 */

/** The call took longer than its time-out (connect, answer and body together). */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}
/** The answer is larger than `maxBytes`; reading stopped. */
export class TooLargeError extends Error {
  override name = 'TooLargeError';
}

export interface SafeAnswer {
  status: number;
  location: string | undefined;
  contentType: string | undefined;
  body: string;
}

export interface SafeFetchOptions {
  method: 'GET' | 'POST';
  headers?: Record<string, string | number>;
  /** Sent as is (the caller sets content-type and content-length). */
  body?: string;
  /** Private, loopback and link-local addresses may be called (tests, self-hosting). */
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
}

/** Calls `url` on `addresses` only (already vetted); see the module comment. */
export function requestPinned(
  url: URL,
  addresses: readonly ResolvedAddress[],
  options: Omit<SafeFetchOptions, 'allowPrivate'>,
): Promise<SafeAnswer> {
  const { timeoutMs, maxBytes } = options;
  return new Promise<SafeAnswer>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: options.method,
      agent: false,
      lookup: pinnedLookup(addresses),
      headers: options.headers ?? {},
    });
    // Why the call was stopped: after the answer began, Node reports a destroyed request as a plain reset.
    let reason: Error | undefined;
    const stop = (error: Error) => {
      reason ??= error;
      request.destroy(error);
    };
    const fail = (error: Error) => reject(reason ?? error);
    const timer = setTimeout(() => stop(new TimeoutError()), timeoutMs);
    request.once('close', () => clearTimeout(timer));
    request.once('error', fail);
    request.once('response', (response) => {
      if (Number(response.headers['content-length']) > maxBytes) {
        stop(new TooLargeError());
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > maxBytes) stop(new TooLargeError());
        else chunks.push(chunk);
      });
      response.once('error', fail);
      response.once('close', () => {
        if (!response.complete) fail(new Error('answer cut off'));
      });
      response.once('end', () => {
        if (reason) return fail(reason);
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          contentType: response.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    request.end(options.body);
  });
}

/**
 * `work`, or TimeoutError when it has not settled by `deadline` (a `performance.now()` time). The work itself
 * goes on (a system DNS lookup cannot be cancelled), but the caller no longer waits for it.
 */
export function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError()), Math.max(0, deadline - performance.now()));
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

/** What is left until `deadline` for the next step (at least 1 ms, so a timer still fires). */
export const timeLeft = (deadline: number) => Math.max(1, deadline - performance.now());

/** Resolves and vets `url`'s host, then calls it once, all within `timeoutMs` (see the module comment). */
export async function safeFetch(url: URL, options: SafeFetchOptions): Promise<SafeAnswer> {
  const deadline = performance.now() + options.timeoutMs;
  const addresses = await beforeDeadline(resolvePublicAddresses(url.hostname, options.allowPrivate), deadline);
  return requestPinned(url, addresses, { ...options, timeoutMs: timeLeft(deadline) });
}
