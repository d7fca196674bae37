import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { ErrorCode } from '@weassit/contract';
import { ConcurrencyLimit, LimitFullError } from '../lib/concurrency-limit.ts';
import { AppError } from '../lib/envelope.ts';

/**
 * Every argon2 hash and verification of this process goes through here: each costs ~19 MiB and a thread for
 * tens of milliseconds, so a burst of log-ins or resets must not queue without bound. A few run at once (the
 * thread pool has four threads), a few dozen wait; beyond that the caller gets 429 at once.
 */
export const passwordWork = new ConcurrencyLimit(Math.max(2, Math.min(4, os.availableParallelism())), 32);

export const PASSWORD_WORK_BUSY = '服务器繁忙：同时校验的密码过多，请稍后再试';

async function limited<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await passwordWork.run(task);
  } catch (error) {
    if (error instanceof LimitFullError) throw new AppError(ErrorCode.RATE_LIMITED, PASSWORD_WORK_BUSY, 429);
    throw error;
  }
}

// argon2id with the library's defaults (m=19456 KiB, t=2, p=1: OWASP's recommendation), ~14 ms a hash here.
export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password));
}

// Verifying against this when the e-mail is unknown keeps the answer time the same, so timing does not tell
// which e-mails have accounts.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hash('weassit-timing-equaliser');
    const equaliser = await dummyHash;
    await limited(() => verify(equaliser, password).catch(() => false));
    return false;
  }
  return limited(() => verify(passwordHash, password).catch(() => false));
}
