/**
 * 回调测试's path, the fields the robot posts, limits and statuses: no schemas here, so the callbacks page does
 * not download zod (the request schema is in callback-test.ts).
 */
import { API_PREFIX } from './api.ts';

export const CALLBACK_TEST_PATH = `${API_PREFIX}/callback/test`;

/**
 * The fields the robot POSTs to a callback address, in its order (the custom parameters follow; one whose name
 * is already here is left out, as the robot does).
 */
export const CALLBACK_REQUEST_FIELDS = [
  'uid',
  'uname',
  'roomId',
  'roomName',
  'isMention',
  'word',
  'timestamp',
] as const;
export type CallbackRequestField = (typeof CALLBACK_REQUEST_FIELDS)[number];

/** The `code` of an answer the robot takes as replies. */
export const CALLBACK_SUCCESS_CODE = 200;

/** Largest answer the test reads; a longer one is cut off and reported. */
export const CALLBACK_ANSWER_MAX_BYTES = 64 * 1024;

/** How a test call ended. */
export const CallbackTestStatus = {
  /** HTTP 200 and the documented structure: the robot would send `data`. */
  OK: 'ok',
  /** An answer, but not in the documented structure (the reasons are in `problems`). */
  NOT_DOCUMENTED: 'not-documented',
  /** An HTTP status other than 200: the robot sends nothing. */
  HTTP_ERROR: 'http-error',
  /** A 3xx: neither the robot's test nor this one follows it. */
  REDIRECT: 'redirect',
  TIMEOUT: 'timeout',
  TOO_LARGE: 'too-large',
  /** The host did not resolve, or the connection failed. */
  UNREACHABLE: 'unreachable',
  /** The address is private, loopback, link-local or otherwise not public: never contacted. */
  BLOCKED: 'blocked',
} as const;
export type CallbackTestStatus = (typeof CallbackTestStatus)[keyof typeof CallbackTestStatus];
