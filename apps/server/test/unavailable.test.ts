import { ErrorCode } from '@weassit/contract';
import type { FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { markDatabaseError, unavailableCause } from '../src/lib/unavailable.ts';
import { mapError } from '../src/plugins/errors.ts';

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('which failures are "try again later"', () => {
  it('names the database for PostgreSQL connection failures, and only those the driver raised', () => {
    expect(unavailableCause(markDatabaseError(withCode('ECONNREFUSED')))).toBe('database');
    expect(unavailableCause(markDatabaseError(new Error('Connection terminated unexpectedly')))).toBe('database');
    const refusedTwice = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'refused');
    expect(unavailableCause(markDatabaseError(refusedTwice))).toBe('database');
    // SQLSTATEs say it themselves: admin shutdown, "the database system is starting up", a broken connection.
    for (const code of ['57P01', '57P03', '08006', '53300']) expect(unavailableCause(withCode(code))).toBe('database');
    expect(unavailableCause(withCode('SQLITE_BUSY'))).toBe('database');
    // The same socket error from an outgoing HTTP call is not the database's, nor is a constraint violation.
    expect(unavailableCause(withCode('ECONNREFUSED'))).toBeUndefined();
    expect(unavailableCause(markDatabaseError(withCode('23505')))).toBeUndefined();
    expect(unavailableCause(new Error('Connection terminated unexpectedly'))).toBeUndefined();
  });

  it('names the disk when it is full, whoever wrote', () => {
    expect(unavailableCause(withCode('ENOSPC'))).toBe('disk');
    expect(unavailableCause(withCode('SQLITE_FULL'))).toBe('disk');
    expect(unavailableCause(new Error('wrapped', { cause: withCode('EDQUOT') }))).toBe('disk');
  });

  it('maps them to 503 envelopes with a message the user can act on, everything else to a plain 500', () => {
    const map = (error: Error) => mapError(error as FastifyError);
    expect(map(markDatabaseError(withCode('ECONNREFUSED')) as Error)).toEqual({
      status: 503,
      code: ErrorCode.UNAVAILABLE,
      msg: '数据库暂时无法访问，请稍后再试',
    });
    expect(map(withCode('ENOSPC'))).toEqual({
      status: 503,
      code: ErrorCode.UNAVAILABLE,
      msg: '服务器存储空间不足，本次操作未保存，请联系管理员',
    });
    expect(map(new Error('a bug'))).toMatchObject({ status: 500, code: ErrorCode.INTERNAL });
  });
});
