/** The console API's base path and response envelope (spec §7, §8; ARCHITECTURE runtime contract). */

/** Every console call goes under this base path. */
export const API_BASE = '/v1';
/** Path prefix of the console API as the server mounts it. */
export const API_PREFIX = '/v1/api';
/** Path prefix of the signed robot API. */
export const OPEN_API_PREFIX = '/open/v1/api';
/** Session check named as a constant in spec §7. */
export const VERIFY_PATH = '/v1/api/verify';
/** Health probe of the server. */
export const HEALTH_PATH = '/v1/api/health';
/** The console is served under this base path with history routing. */
export const CONSOLE_BASE = '/weassit/';
/**
 * How long a session lives without use; each use extends it (sliding expiry). Here, not with the account
 * schemas: the console's entry needs it, and that module builds zod schemas when it loads.
 */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Request time-out of the console's API client, in ms. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** `{code, msg, data}`: `code` 0 is success, anything else is an error with a message a person can act on. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/**
 * What `GET /v1/api/health` answers in `data`: the status to anyone; the version, database and uptime only
 * to a logged-in caller (they help an attacker pick an exploit and tell a health check nothing).
 */
export interface HealthInfo {
  status: 'ok';
  version?: string;
  database?: 'sqlite' | 'postgres';
  uptimeSeconds?: number;
}
