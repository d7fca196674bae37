/**
 * Names other people see (user names, the robot's friends and rooms): kept free of characters that hide or
 * reorder text. Zod-free, so the console can use it without the schemas.
 */

/**
 * Code points removed from a display name: C0 and C1 controls and DEL (they break lines and logs), the bidi
 * embeddings, overrides and isolates and the direction marks (they make `exe.txt` read `txt.exe`), the zero
 * width space, word joiner and byte-order mark (they make two names that look alike compare unequal), and the
 * line and paragraph separators. The zero width (non-)joiners stay: emoji sequences and several scripts need
 * them.
 */
function isUnsafeInName(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    code === 0x200b ||
    code === 0x200e ||
    code === 0x200f ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    code === 0x2060 ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0xfeff
  );
}

/** `name` without the characters of `isUnsafeInName`; linear in its length, and a copy only when needed. */
export function cleanDisplayName(name: string): string {
  let clean = '';
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    if (!isUnsafeInName(name.charCodeAt(i))) continue;
    clean += name.slice(start, i);
    start = i + 1;
  }
  return start === 0 ? name : clean + name.slice(start);
}
