import type { UnavailableCause } from '@weassit/contract';

/**
 * Which failing dependency an unexpected error points at, so the envelope can say "try again later" (HTTP 503)
 * instead of "the server has a bug" (500): the database out of reach (stopped, restarting, refusing
 * connections, locked too long) or the disk full. Anything else stays a 500.
 */
export type Unavailable = UnavailableCause;

/** Node's socket errors as the PostgreSQL driver passes them on (connect or an open connection failing). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs meaning "not now": class 08 (connection exception), 53300 too many connections, 57P01–03
 * administrator or crash shutdown and "the database system is starting up / shutting down".
 */
const PG_UNAVAILABLE = /^(08...|53300|57P0[123])$/;

/** pg and pg-pool report a dead or timed-out connection with a message only. */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/** SQLite result codes (better-sqlite3's `code`): still locked after busy_timeout, or the disk full. */
const SQLITE_BUSY = /^SQLITE_(BUSY|LOCKED)(_|$)/;
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);

const FROM_DATABASE = Symbol('weassit.databaseError');

/** Marks an error thrown by the PostgreSQL driver (db/connect.ts) and returns it. */
export function markDatabaseError(error: unknown): unknown {
  if (typeof error === 'object' && error !== null && !Object.isFrozen(error)) {
    Object.defineProperty(error, FROM_DATABASE, { value: true });
  }
  return error;
}

/** The dependency a thrown error says is out of reach or out of room, if any. */
export function unavailableCause(error: unknown): Unavailable | undefined {
  const fromDatabase = typeof error === 'object' && error !== null && FROM_DATABASE in error;
  return causeOf(error, fromDatabase, 0);
}

function causeOf(error: unknown, fromDatabase: boolean, depth: number): Unavailable | undefined {
  if (typeof error !== 'object' || error === null || depth > 3) return undefined;
  const { code, message, cause, errors } = error as Record<string, unknown>;
  if (typeof code === 'string') {
    if (DISK_FULL.has(code)) return 'disk';
    if (PG_UNAVAILABLE.test(code) || SQLITE_BUSY.test(code)) return 'database';
    if (fromDatabase && NETWORK_CODES.has(code)) return 'database';
  }
  if (fromDatabase && typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message)) return 'database';
  // Node reports a refused connection to a host with several addresses as an AggregateError of each attempt.
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const found = causeOf(inner, fromDatabase, depth + 1);
      if (found) return found;
    }
  }
  return causeOf(cause, fromDatabase, depth + 1);
}
