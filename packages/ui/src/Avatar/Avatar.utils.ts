/**
 * The fallback initial of a name: its first character (a whole code point, so an emoji or a rare Han
 * character survives), upper-cased for Latin names; '?' for an empty name.
 */
export function getInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase('zh-CN') : '?';
}

/** A stable palette index for a name, so the same friend always gets the same colour. */
export function getToneIndex(name: string, tones: number): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % tones;
}

/**
 * Whether `src` may go into the avatar's `<img>`: web (http, https), `blob:`, `data:image/` and same-site paths.
 * Anything else (a `javascript:` text from a robot or a user) shows the initial instead: the browser would refuse
 * or report it, and it says nothing a picture could.
 */
export function isImageSrc(src: string): boolean {
  return /^(https?:\/\/|blob:|data:image\/|\/(?!\/)|\.\.?\/)/i.test(src.trim());
}
