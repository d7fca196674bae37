import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchController, searchEmptyText } from './NameAutocomplete.search';

/** A promise with its resolve and reject. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('createSearchController', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const requests: { word: string; signal: AbortSignal; reply: ReturnType<typeof deferred<string[]>> }[] = [];
    const run = vi.fn((word: string, signal: AbortSignal) => {
      const reply = deferred<string[]>();
      requests.push({ word, signal, reply });
      return reply.promise;
    });
    const onPending = vi.fn();
    const onResult = vi.fn();
    const onError = vi.fn();
    const controller = createSearchController({ delay: 300, run, onPending, onResult, onError });
    return { controller, run, requests, onPending, onResult, onError };
  }

  it('searches once, for the last word, after typing pauses for the delay', async () => {
    const { controller, run, onPending } = setup();
    controller.schedule('张');
    vi.advanceTimersByTime(200);
    controller.schedule('张三');
    expect(onPending).toHaveBeenLastCalledWith('张三');
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('张三', expect.any(AbortSignal));
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('ignores a slow old response that arrives after a newer one, and aborts its signal', async () => {
    const { controller, requests, onResult } = setup();
    controller.schedule('张');
    vi.advanceTimersByTime(300);
    controller.schedule('张三');
    vi.advanceTimersByTime(300);
    const [old, latest] = requests;
    expect(old?.signal.aborted).toBe(true);
    expect(latest?.signal.aborted).toBe(false);

    latest?.reply.resolve(['张三']);
    await flush();
    expect(onResult).toHaveBeenCalledWith('张三', ['张三']);

    old?.reply.resolve(['张三', '张伟']);
    await flush();
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('ignores a superseded search even while the newer one is only scheduled', async () => {
    const { controller, requests, onResult, onError } = setup();
    controller.runNow('李');
    controller.schedule('李四');
    requests[0]?.reply.resolve(['李四']);
    requests[0]?.reply.reject(new Error('late'));
    await flush();
    expect(onResult).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports the latest search’s failure, not a superseded one’s', async () => {
    const { controller, requests, onError } = setup();
    controller.runNow('王');
    controller.runNow('王五');
    requests[0]?.reply.reject(new DOMException('aborted', 'AbortError'));
    await flush();
    expect(onError).not.toHaveBeenCalled();
    const failure = new Error('网络异常');
    requests[1]?.reply.reject(failure);
    await flush();
    expect(onError).toHaveBeenCalledWith('王五', failure);
  });

  it('turns a search that throws synchronously into an error', async () => {
    const onError = vi.fn();
    const controller = createSearchController({
      delay: 10,
      run: () => {
        throw new Error('boom');
      },
      onResult: vi.fn(),
      onError,
    });
    controller.runNow('张');
    await flush();
    expect(onError).toHaveBeenCalledWith('张', expect.any(Error));
  });

  it('cancel drops the pending and the running search', async () => {
    const { controller, run, requests, onResult } = setup();
    controller.runNow('张');
    controller.schedule('张三');
    controller.cancel();
    expect(requests[0]?.signal.aborted).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
    requests[0]?.reply.resolve(['张三']);
    await flush();
    expect(onResult).not.toHaveBeenCalled();
  });
});

describe('searchEmptyText', () => {
  const texts = { loading: '加载中', empty: '无匹配项', error: '搜索失败' };

  it('says loading, no match or the failure', () => {
    expect(searchEmptyText('loading', null, texts)).toBe('加载中');
    expect(searchEmptyText('done', null, texts)).toBe('无匹配项');
    expect(searchEmptyText('idle', null, texts)).toBe('无匹配项');
    expect(searchEmptyText('error', new Error('x'), texts)).toBe('搜索失败');
    expect(
      searchEmptyText('error', new Error('网络异常'), {
        ...texts,
        error: (e) => `搜索失败：${(e as Error).message}`,
      }),
    ).toBe('搜索失败：网络异常');
  });
});
