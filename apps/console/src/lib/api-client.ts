import { API_BASE, type Envelope, ErrorCode, isLoggedOutCode, REQUEST_TIMEOUT_MS } from '@weassit/contract';
import { startTransition } from 'react';
import redaxios from 'redaxios';
import { catalogues } from './i18n/catalogues';
import { localeAtom } from './i18n/messages';
import { navigateTo } from './navigation';
import { askConfirm, notify } from './notify';
import { clearSessionAtom, tokenAtom } from './session';
import { store } from './store';

/** A call that reached the server and came back with a non-zero envelope code (or no envelope at all). */
export class ApiError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

/** The request could not be completed: network failure or the 60 s time-out. */
export class NetworkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NetworkError';
  }
}

export interface RequestOptions {
  /** Query-string parameters. */
  params?: Record<string, string | number | boolean | undefined>;
  /** JSON body. */
  data?: unknown;
  /**
   * Ask "你已被登出，请重新登录" on a logged-out code. The auth guard turns it off for the user-info fetch, whose
   * failure already sends the user to the login page.
   * @default true
   */
  loggedOutDialog?: boolean;
  /**
   * Show nothing on failure (no toast, no dialog), only reject: for prefetches that start before the auth guard
   * has checked the token. The page that needs the data asks again without it, and that call shows the error.
   * @default false
   */
  quiet?: boolean;
  /**
   * Envelope codes the caller shows itself (e.g. a list editor's inline conflict alert): no toast for them, the
   * call still rejects with the ApiError. Every other failure is shown as usual.
   */
  shownByCaller?: readonly number[];
}

const http = redaxios.create({ baseURL: API_BASE, withCredentials: true, validateStatus: () => true });

/** The current locale's catalogue, read from the store: this module lives outside React. */
const messages = () => catalogues[store.get(localeAtom)];

/** Only one logged-out dialog at a time, however many calls fail together. */
let loggedOutDialogOpen = false;

async function askToLogInAgain(): Promise<void> {
  if (loggedOutDialogOpen) return;
  loggedOutDialogOpen = true;
  const texts = messages();
  try {
    const relogin = await askConfirm({
      title: texts.session.loggedOutTitle,
      message: texts.session.loggedOut,
      confirmLabel: texts.session.relogin,
      cancelLabel: texts.session.cancel,
    });
    if (relogin) {
      // One transition: the auth guard must not see the cleared token on the old page (it would add a redirect).
      startTransition(() => {
        store.set(clearSessionAtom);
        navigateTo('/login');
      });
    }
  } finally {
    loggedOutDialogOpen = false;
  }
}

/** Whether the logged-out dialog is showing (for tests). */
export function isLoggedOutDialogOpen(): boolean {
  return loggedOutDialogOpen;
}

function isEnvelope(value: unknown): value is Envelope & { message?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

/** The headers of a call: `Authorization: Bearer` when logged in, except for open-API URLs (spec §7). */
export function authHeaders(url: string, token: string | null): Record<string, string> {
  return token && !url.includes('open') ? { Authorization: `Bearer ${token}` } : {};
}

function failureMessage(body: { msg?: unknown; message?: unknown }, fallback: string): string {
  if (typeof body.msg === 'string' && body.msg) return body.msg;
  if (typeof body.message === 'string' && body.message) return body.message;
  return fallback;
}

/**
 * Calls the console API under `/v1` and unwraps the envelope: resolves with `data` on code 0. Otherwise it shows
 * the error (spec §8: a 5 s toast with `msg` or `message`, else `Error`; 缺少必要参数 too for 10001; the
 * logged-out dialog for 40001/40003/40004; the network error for 5 s) and rejects with an ApiError or NetworkError.
 */
export async function request<T>(
  method: 'get' | 'post' | 'put' | 'delete',
  url: string,
  options: RequestOptions = {},
): Promise<T> {
  const texts = messages();
  const showError = (message: string) => {
    if (!options.quiet) notify.error(message);
  };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  // redaxios does not forward an AbortSignal; its `fetch` option lets us add one.
  const fetchWithSignal: typeof fetch = (input, init) => fetch(input, { ...init, signal: controller.signal });
  let res: { status: number; statusText?: string; data: unknown };
  try {
    const config = {
      params: options.params
        ? Object.fromEntries(
            Object.entries(options.params)
              .filter(([, value]) => value !== undefined)
              .map(([key, value]) => [key, String(value)]),
          )
        : undefined,
      headers: authHeaders(url, store.get(tokenAtom)),
      fetch: fetchWithSignal,
    };
    res = await (method === 'get'
      ? http.get(url, config)
      : method === 'delete'
        ? http.delete(url, config)
        : http[method](url, options.data ?? {}, config));
  } catch (error) {
    const message = controller.signal.aborted
      ? texts.errors.timeout
      : error instanceof Error && error.message
        ? error.message
        : texts.errors.network;
    showError(message);
    throw new NetworkError(message);
  } finally {
    clearTimeout(timer);
  }

  const body = res.data;
  if (!isEnvelope(body)) {
    const message = res.statusText || texts.errors.fallback;
    showError(message);
    throw new ApiError(-1, message);
  }
  if (body.code === ErrorCode.OK) return body.data as T;

  const message = failureMessage(body, texts.errors.fallback);
  if (!options.shownByCaller?.includes(body.code)) showError(message);
  if (body.code === ErrorCode.MISSING_PARAMETER) showError(texts.errors.missingParameter);
  if (isLoggedOutCode(body.code) && options.loggedOutDialog !== false && !options.quiet) void askToLogInAgain();
  throw new ApiError(body.code, message);
}

/** GET `url` (under `/v1`, e.g. `/api/wechat/status`). */
export function apiGet<T>(url: string, options?: RequestOptions): Promise<T> {
  return request<T>('get', url, options);
}

/** POST `data` as JSON to `url` (under `/v1`). */
export function apiPost<T>(url: string, data?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('post', url, { ...options, data });
}

/** PUT `data` as JSON to `url` (under `/v1`). */
export function apiPut<T>(url: string, data?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('put', url, { ...options, data });
}

/** DELETE `url` (under `/v1`). */
export function apiDelete<T>(url: string, options?: RequestOptions): Promise<T> {
  return request<T>('delete', url, options);
}
