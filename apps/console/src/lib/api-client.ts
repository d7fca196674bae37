import { API_BASE, type Envelope, REQUEST_TIMEOUT_MS } from '@weassit/contract';
import redaxios from 'redaxios';

/** A call that reached the server and came back with a non-zero envelope code. */
export class ApiError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

const http = redaxios.create({ baseURL: API_BASE, withCredentials: true });

/**
 * GETs `path` under `/v1` and unwraps the envelope: resolves with `data` on code 0, rejects with an
 * `ApiError` otherwise. Aborts after the spec's 60 s.
 */
export async function apiGet<T>(path: string): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    // redaxios does not forward an AbortSignal; its `fetch` option lets us add one.
    const fetchWithSignal: typeof fetch = (input, init) => fetch(input, { ...init, signal: controller.signal });
    const res = await http.get<Envelope<T>>(path, { fetch: fetchWithSignal }).catch((error: unknown) => {
      // redaxios rejects non-2xx with the response itself; an envelope in it is still an answer.
      const body = (error as { data?: unknown }).data;
      if (isEnvelope(body)) return { data: body as Envelope<T> };
      throw error;
    });
    const envelope = res.data;
    if (!isEnvelope(envelope)) throw new ApiError(-1, 'Error');
    if (envelope.code !== 0) throw new ApiError(envelope.code, envelope.msg || 'Error');
    return envelope.data;
  } finally {
    clearTimeout(timer);
  }
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}
