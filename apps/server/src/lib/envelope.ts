import { type Envelope, ERROR_MESSAGES, ErrorCode } from '@weassit/contract';

export function ok<T>(data: T, msg = ERROR_MESSAGES[ErrorCode.OK]): Envelope<T> {
  return { code: ErrorCode.OK, msg, data };
}

export function fail(code: ErrorCode, msg: string = ERROR_MESSAGES[code]): Envelope<null> {
  return { code, msg, data: null };
}

/**
 * A refusal the client can act on. Business errors answer HTTP 200 (the console reads `code`); transport-level
 * ones (413, 429) keep their HTTP status.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  constructor(code: ErrorCode, message: string = ERROR_MESSAGES[code], statusCode = 200) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusCode;
  }
}
