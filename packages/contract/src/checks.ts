/** Helper checks of spec §5: link, mail and tel prefixes, and a loose e-mail format. */

/** True for `http(s):`, `mailto:` and `tel:` addresses, the ones the console renders as external links. */
export function isExternalLink(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}

/** A loose e-mail check: something@something.tld, no spaces. The server sends a mail to prove the rest. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** True for an absolute http:// or https:// URL (callback addresses, link materials). */
export function isHttpUrl(value: string): boolean {
  // Scheme, a host of letters, digits, dots, dashes (or a bracketed IPv6), optional port, then anything
  // without white space. Kept free of the URL global so the contract runs on any JS runtime.
  return /^https?:\/\/(\[[0-9a-f:.]+\]|[\p{L}\p{N}.-]+)(:\d{1,5})?([/?#]\S*)?$/iu.test(value);
}
