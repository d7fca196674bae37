import type { Material } from '@weassit/contract';
import { fileMaterialFixture, h5MaterialFixture, miniMaterialFixture, textMaterialsFixture } from './material-fixtures';

/** Answers a call of the console API (its `data`); a thrown error answers with code 50000 and its message. */
export type ApiAnswer = (url: URL, init?: RequestInit) => unknown;

/**
 * Replaces `fetch` for the calls whose path ends with one of `routes` (the rest go to the real fetch), answering
 * with the API's envelope, the way the server would. Returns the restore function (a story's `beforeEach` cleanup).
 */
export function mockApiFetch(routes: Record<string, ApiAnswer>): () => void {
  const real = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, globalThis.location.href);
    const path = Object.keys(routes).find((route) => url.pathname.endsWith(route));
    if (path === undefined) return real(input, init);
    let body: unknown;
    try {
      body = { code: 0, msg: '成功', data: await routes[path]?.(url, init) };
    } catch (error) {
      body = { code: 50000, msg: error instanceof Error ? error.message : String(error), data: null };
    }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  return () => {
    globalThis.fetch = real;
  };
}

/** The material library of the stories: ten texts and one material of each other kind. */
export const materialLibraryFixture: Material[] = [
  ...textMaterialsFixture,
  fileMaterialFixture,
  h5MaterialFixture,
  miniMaterialFixture,
];

/** `GET /api/material/list` over `materials`: one type, filtered by alias, one page. */
export const materialListAnswer =
  (materials: readonly Material[] = materialLibraryFixture): ApiAnswer =>
  (url) => {
    const type = Number(url.searchParams.get('type'));
    const name = url.searchParams.get('name') ?? '';
    const current = Number(url.searchParams.get('current') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
    const matching = materials.filter((material) => material.type === type && material.name.includes(name));
    return { count: matching.length, list: matching.slice((current - 1) * pageSize, current * pageSize) };
  };
