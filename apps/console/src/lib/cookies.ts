/**
 * Minimal cookie helpers: site-wide (`path=/`), `SameSite=Strict`, `Secure` whenever the console is served over
 * https, values URI-encoded. Why the console keeps cookies at all: docs/decisions/009-session-cookie.md.
 */

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

export interface CookieOptions {
  /** Lifetime in seconds; omitted keeps the cookie for the browser session, 0 deletes it. */
  maxAgeSeconds?: number | undefined;
  /** Sent over https only. */
  secure: boolean;
}

/**
 * The `document.cookie` assignment for one cookie. `SameSite=Strict`: no other site's page can make the browser
 * send it. `Secure` on https pages, so a plain-http request to the same host never carries the token (on an
 * http-only install, such as a LAN address, a Secure cookie could not be stored at all).
 */
export function cookieString(name: string, value: string, options: CookieOptions): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Strict'];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${options.maxAgeSeconds}`);
  if (options.maxAgeSeconds === 0) parts.push('expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Whether the console runs over https (then its cookies are `Secure`). */
function servedOverHttps(): boolean {
  return globalThis.location?.protocol === 'https:';
}

/** Stores a cookie; `days` omitted keeps it for the browser session. */
export function setCookie(name: string, value: string, days?: number): void {
  const maxAgeSeconds = days === undefined ? undefined : Math.round(days * 86_400);
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the token, user id and sidebar state in cookies
  document.cookie = cookieString(name, value, { maxAgeSeconds, secure: servedOverHttps() });
}

export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie
  document.cookie = cookieString(name, '', { maxAgeSeconds: 0, secure: servedOverHttps() });
}
