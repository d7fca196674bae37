/** Helper checks of spec §5: link, mail and tel prefixes, and a loose e-mail format. */

/** Longest e-mail address accepted (the SMTP path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Something@something.tld, no spaces. Linear time: the part before the domain's first dot cannot contain a
 * dot, so a failed match has a single place to split (`[^\s@]+\.[^\s@]+` would try every dot and rescan the
 * rest after each: quadratic, seconds for a 128 K-character input).
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+\.[^\s@]+$/;

/** True for `http(s):`, `mailto:` and `tel:` addresses, the ones the console renders as external links. */
export function isExternalLink(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}

/**
 * A loose e-mail check: something@something.tld, no spaces. The server sends a mail to prove the rest. The
 * length is checked first so no pattern ever runs over a long input.
 */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** True for an absolute http:// or https:// URL (callback addresses, link materials). */
export function isHttpUrl(value: string): boolean {
  // Scheme, a host of letters, digits, dots, dashes (or a bracketed IPv6), optional port, then anything
  // without white space. Kept free of the URL global so the contract runs on any JS runtime. Linear: the host
  // classes exclude `:`, `/`, `?` and `#`, so each part ends where the next one's first character is.
  return /^https?:\/\/(\[[0-9a-f:.]+\]|[\p{L}\p{N}.-]+)(:\d{1,5})?([/?#]\S*)?$/iu.test(value);
}
