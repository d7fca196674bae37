/** Masks a key for display: the first and last 4 characters around 8 asterisks (short values fully masked). */
export function maskSecret(value: string): string {
  if (value.length <= 8) return '*'.repeat(Math.max(value.length, 8));
  return `${value.slice(0, 4)}********${value.slice(-4)}`;
}
