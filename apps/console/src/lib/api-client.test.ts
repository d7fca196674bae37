import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./notify', () => ({
  notify: { error: vi.fn(), warning: vi.fn(), success: vi.fn() },
  askConfirm: vi.fn(),
}));

const { apiDelete, apiGet, apiPost, apiPut, ApiError, NetworkError, authHeaders } = await import('./api-client');
const { askConfirm, notify } = await import('./notify');
const { registerNavigate } = await import('./navigation');
const { store } = await import('./store');
const { startSessionAtom, tokenAtom } = await import('./session');

const notifyError = vi.mocked(notify.error);
const confirmMock = vi.mocked(askConfirm);

/** Answers every fetch with `body` (HTTP 200, like the server's business errors) and records the calls. */
function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function requestOf(fetchMock: ReturnType<typeof answer>, index = 0) {
  const [url, init] = fetchMock.mock.calls[index] as unknown as [string, RequestInit];
  return { url, init, headers: new Headers(init.headers as HeadersInit) };
}

beforeEach(() => {
  store.set(startSessionAtom, { token: 'tok-123', userId: 'u1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.useRealTimers();
  registerNavigate(null);
});

describe('apiGet / apiPost', () => {
  it('calls /v1 with credentials and the bearer token, and resolves with data on code 0', async () => {
    const fetchMock = answer({ code: 0, msg: '成功', data: { status: 4 } });
    await expect(apiGet('/api/wechat/status', { params: { userId: 'u1', skip: undefined } })).resolves.toEqual({
      status: 4,
    });
    const { url, init, headers } = requestOf(fetchMock);
    expect(url).toBe('/v1/api/wechat/status?userId=u1');
    expect(init.credentials).toBe('include');
    expect(headers.get('authorization')).toBe('Bearer tok-123');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('posts JSON', async () => {
    const fetchMock = answer({ code: 0, msg: '', data: null });
    await apiPost('/api/logout');
    const { init, headers } = requestOf(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('puts JSON and deletes with the same headers, and shows their errors like any call', async () => {
    const fetchMock = answer({ code: 0, msg: '成功', data: null });
    await apiPut('/api/promot_store/r1', { id: 'r1', name: '角色' });
    await apiDelete('/api/promot_store/r1');
    const put = requestOf(fetchMock, 0);
    expect(put.init.method?.toUpperCase()).toBe('PUT');
    expect(JSON.parse(String(put.init.body))).toEqual({ id: 'r1', name: '角色' });
    expect(put.headers.get('authorization')).toBe('Bearer tok-123');
    const del = requestOf(fetchMock, 1);
    expect(del.url).toBe('/v1/api/promot_store/r1');
    expect(del.init.method?.toUpperCase()).toBe('DELETE');
    answer({ code: 40300, msg: '内置角色不可修改', data: null });
    await expect(apiPut('/api/promot_store/builtin', {})).rejects.toBeInstanceOf(ApiError);
    expect(notifyError).toHaveBeenCalledWith('内置角色不可修改');
  });

  it('adds no Authorization header without a token or for an open URL', () => {
    expect(authHeaders('/api/wechat/status', null)).toEqual({});
    expect(authHeaders('/open/v1/api/wechat/config', 'tok')).toEqual({});
    expect(authHeaders('/api/user/info', 'tok')).toEqual({ Authorization: 'Bearer tok' });
  });

  it.each([
    [{ code: 40900, msg: '数据已被修改', data: null }, '数据已被修改'],
    [{ code: 50000, message: '服务器开小差了', data: null }, '服务器开小差了'],
    [{ code: 42900, msg: '', data: null }, 'Error'],
  ])('shows a 5 s error toast for %j and rejects', async (body, message) => {
    answer(body);
    const call = apiGet('/api/anything');
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ code: body.code, message });
    expect(notifyError).toHaveBeenCalledWith(message);
    expect(confirmMock).not.toHaveBeenCalled();
  });

  it('also shows 缺少必要参数 for 10001', async () => {
    answer({ code: 10001, msg: 'name 必填', data: null });
    await expect(apiPost('/api/signup', {})).rejects.toMatchObject({ code: 10001 });
    expect(notifyError.mock.calls.map(([text]) => text)).toEqual(['name 必填', '缺少必要参数']);
  });

  it('leaves the codes a caller shows itself to the caller, and shows the others', async () => {
    answer({ code: 40900, msg: '该列表已在别处被修改，请刷新后重试', data: null });
    await expect(apiPost('/api/wechat/config/list/add', {}, { shownByCaller: [40900] })).rejects.toMatchObject({
      code: 40900,
    });
    expect(notifyError).not.toHaveBeenCalled();
    answer({ code: 10002, msg: '条目必须是一个对象', data: null });
    await expect(apiPost('/api/wechat/config/list/add', {}, { shownByCaller: [40900] })).rejects.toMatchObject({
      code: 10002,
    });
    expect(notifyError).toHaveBeenCalledWith('条目必须是一个对象');
  });

  it('shows nothing for a quiet call: no toast, no logged-out question, only the rejection', async () => {
    answer({ code: 40001, msg: '登录已过期', data: null });
    await expect(apiGet('/api/user/info', { quiet: true })).rejects.toMatchObject({ code: 40001 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiGet('/api/notices', { quiet: true })).rejects.toBeInstanceOf(NetworkError);
    expect(notifyError).not.toHaveBeenCalled();
    expect(confirmMock).not.toHaveBeenCalled();
  });

  it('asks to log in again once for many logged-out answers; confirming clears the token and goes to login', async () => {
    const navigate = vi.fn();
    registerNavigate(navigate);
    let resolveConfirm: (value: boolean) => void = () => {};
    confirmMock.mockReturnValue(new Promise((resolve) => (resolveConfirm = resolve)));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const code = url.endsWith('/one') ? 40001 : url.endsWith('/two') ? 40003 : 40004;
        return new Response(JSON.stringify({ code, msg: '你已被登出，请重新登录', data: null }));
      }),
    );
    const calls = ['/api/one', '/api/two', '/api/three'].map((url) => apiGet(url).catch((error: unknown) => error));
    const errors = await Promise.all(calls);
    expect(errors.map((error) => (error as InstanceType<typeof ApiError>).code)).toEqual([40001, 40003, 40004]);
    expect(confirmMock).toHaveBeenCalledTimes(1);
    expect(confirmMock.mock.calls[0]?.[0]).toMatchObject({
      message: '你已被登出，请重新登录',
      confirmLabel: '重新登录',
      cancelLabel: '取消',
    });
    resolveConfirm(true);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', undefined));
    expect(store.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('weassit_token')).toBeNull();
  });

  it('keeps the session when the logged-out question is cancelled, and can ask again later', async () => {
    confirmMock.mockResolvedValue(false);
    answer({ code: 40004, msg: '登录已过期，请重新登录', data: null });
    await apiGet('/api/x').catch(() => {});
    await vi.waitFor(() => expect(confirmMock).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(store.get(tokenAtom)).toBe('tok-123');
    await apiGet('/api/y').catch(() => {});
    await vi.waitFor(() => expect(confirmMock).toHaveBeenCalledTimes(2));
  });

  it('does not ask when the caller turned the dialog off', async () => {
    answer({ code: 40003, msg: '验证失败，请重新登陆', data: null });
    await expect(apiPost('/api/user/info', {}, { loggedOutDialog: false })).rejects.toMatchObject({ code: 40003 });
    expect(confirmMock).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith('验证失败，请重新登陆');
  });

  it('shows a network error for 5 s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiGet('/api/x')).rejects.toBeInstanceOf(NetworkError);
    expect(notifyError).toHaveBeenCalledWith('Failed to fetch');
  });

  it('aborts after 60 000 ms', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const call = apiGet('/api/slow').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(notifyError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toBeInstanceOf(NetworkError);
    expect(notifyError).toHaveBeenCalledWith('请求超时，请稍后重试');
  });

  it('treats an answer without an envelope as an error', async () => {
    answer('<html>bad gateway</html>', 502);
    await expect(apiGet('/api/x')).rejects.toMatchObject({ code: -1 });
    expect(notifyError).toHaveBeenCalledTimes(1);
  });
});
