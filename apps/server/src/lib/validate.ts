import { ErrorCode } from '@weassit/contract';
import type { z } from 'zod';
import { AppError } from './envelope.ts';

/**
 * Parses `value` with `schema`, or throws the envelope error for the first problem: 10001 when a required
 * field is absent, 10002 for anything else, with the schema's Chinese message and the field's name.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path ?? [];
  const missing = issue?.code === 'invalid_type' && valueAt(value, path) === undefined;
  const field = path.join('.');
  const message = issue?.message ?? '参数不正确';
  throw new AppError(
    missing ? ErrorCode.MISSING_PARAMETER : ErrorCode.INVALID_PARAMETER,
    field ? `${message}（${field}）` : message,
  );
}

function valueAt(value: unknown, path: PropertyKey[]): unknown {
  let current: unknown = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current ?? undefined;
}

/** A body that is not a JSON object gets the envelope's own message rather than a schema's. */
export function objectBody(body: unknown): object {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError(ErrorCode.MALFORMED_REQUEST, '请求参数不是 JSON 对象');
  }
  return body;
}
