/**
 * A request URL fit for the access log: the path, and the query's names without their values. Reset,
 * activation and QR secrets, robot keys and signatures travel in query strings, and a list of sensitive
 * names would miss the next one, so no value is kept.
 */
export function loggableUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf('=');
      return `${equals < 0 ? pair : pair.slice(0, equals)}=…`;
    });
  return `${url.slice(0, mark)}?${names.join('&')}`;
}
