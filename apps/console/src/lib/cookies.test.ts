import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieString, getCookie, removeCookie, setCookie } from './cookies';

/** Records what the helpers assign to `document.cookie` (the browser never reads the attributes back). */
function recordAssignments(): string[] {
  const written: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
  });
  return written;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('cookie attributes', () => {
  it('are SameSite=Strict, site-wide, and Secure only when asked', () => {
    expect(cookieString('weassit_token', 't 1', { maxAgeSeconds: 60, secure: true })).toBe(
      'weassit_token=t%201; path=/; SameSite=Strict; max-age=60; Secure',
    );
    expect(cookieString('weassit_token', 't', { secure: false })).toBe('weassit_token=t; path=/; SameSite=Strict');
    expect(cookieString('weassit_token', '', { maxAgeSeconds: 0, secure: true })).toBe(
      'weassit_token=; path=/; SameSite=Strict; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure',
    );
  });

  it('make the session cookies Secure when the console is served over https', () => {
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    const written = recordAssignments();
    setCookie('weassit_token', 'secret-token', 30);
    removeCookie('weassit_token');
    expect(written).toHaveLength(2);
    for (const assignment of written) {
      expect(assignment).toMatch(/; SameSite=Strict/);
      expect(assignment).toMatch(/; Secure$/);
      expect(assignment).not.toMatch(/SameSite=Lax/);
    }
    expect(written[0]).toContain('max-age=2592000');
  });

  it('leave Secure out over plain http, where the browser would drop a Secure cookie', () => {
    vi.stubGlobal('location', { ...window.location, protocol: 'http:' });
    const written = recordAssignments();
    setCookie('weassit_user_id', 'u-1');
    expect(written).toEqual(['weassit_user_id=u-1; path=/; SameSite=Strict']);
  });

  it('are kept and read back by the browser', () => {
    setCookie('weassit_user_id', 'u-2');
    expect(getCookie('weassit_user_id')).toBe('u-2');
    removeCookie('weassit_user_id');
    expect(getCookie('weassit_user_id')).toBeUndefined();
  });
});
