import { ErrorCode } from '@weassit/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../lib/envelope.ts';
import { loginThrottlesRepository, type ThrottleRule } from '../repositories/login-throttles.ts';
import { verifyPassword } from './passwords.ts';

const MINUTE_MS = 60_000;

/**
 * Wrong passwords allowed per account and client address in a minute; the next attempt locks that pair for a
 * minute, then 2, 4 … up to an hour. The owner on another address is never locked by them.
 */
export const LOGIN_FAILURE_LIMIT = 10;
export const ACCOUNT_THROTTLE: ThrottleRule = {
  limit: LOGIN_FAILURE_LIMIT,
  windowMs: MINUTE_MS,
  firstLockMs: MINUTE_MS,
  maxLockMs: 60 * MINUTE_MS,
  memoryMs: 24 * 60 * MINUTE_MS,
};

/** Wrong passwords allowed per client address across accounts (password spraying), with the same back-off. */
export const ADDRESS_FAILURE_LIMIT = 30;
const ADDRESS_THROTTLE: ThrottleRule = { ...ACCOUNT_THROTTLE, limit: ADDRESS_FAILURE_LIMIT };

/** The address-wide row's account. */
const ANY_ACCOUNT = '';

export interface PasswordAttempt {
  /** The normalised e-mail the password is for (known account or not). */
  account: string;
  /** The client address; null when unknown. */
  address: string | null;
  /** The account's stored hash; undefined for an unknown e-mail (still verified against a dummy). */
  passwordHash: string | undefined;
  password: string;
  /** Log-in, or a logged-in user confirming a sensitive action: only the refusal's wording differs. */
  purpose: 'login' | 'confirm';
}

function lockedMessage(purpose: PasswordAttempt['purpose'], lockedUntil: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil - now) / MINUTE_MS));
  return purpose === 'login'
    ? `登录失败次数过多，请 ${minutes} 分钟后再试`
    : `密码错误次数过多，请 ${minutes} 分钟后再试`;
}

/**
 * Checks a password under the log-in throttles: a slot is taken before any hashing, so a burst of parallel
 * guesses gets at most the limit verified, and the rest are refused with 429 without argon2 work. A failure
 * keeps its slot; the right password frees the pair; an attempt the server could not run gives its slot back.
 */
export async function checkPassword(db: Kysely<Database>, attempt: PasswordAttempt): Promise<boolean> {
  const now = Date.now();
  const throttles = loginThrottlesRepository(db);
  const address = attempt.address ?? 'unknown';
  const own = await throttles.take(attempt.account, address, ACCOUNT_THROTTLE, now);
  if (!own.allowed)
    throw new AppError(ErrorCode.RATE_LIMITED, lockedMessage(attempt.purpose, own.lockedUntil, now), 429);
  const wide = await throttles.take(ANY_ACCOUNT, address, ADDRESS_THROTTLE, now);
  if (!wide.allowed) {
    await throttles.release(attempt.account, address);
    throw new AppError(ErrorCode.RATE_LIMITED, lockedMessage(attempt.purpose, wide.lockedUntil, now), 429);
  }
  let ok: boolean;
  try {
    ok = await verifyPassword(attempt.passwordHash, attempt.password);
  } catch (error) {
    await throttles.release(attempt.account, address);
    await throttles.release(ANY_ACCOUNT, address);
    throw error;
  }
  if (ok) {
    await throttles.clear(attempt.account, address);
    await throttles.release(ANY_ACCOUNT, address);
  }
  return ok;
}

/** Forgets every lock of `account` (after a password reset by mailed link). */
export async function forgetPasswordFailures(db: Kysely<Database>, account: string): Promise<void> {
  await loginThrottlesRepository(db).clearAccount(account);
}
