/** A date and time (epoch ms or ISO string) in the locale, or null for a missing or unreadable value. */
export function formatDateTime(value: number | string | null | undefined, locale: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}
