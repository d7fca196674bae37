const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger/i, '微信'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A short, recognisable name for a session's browser ("Chrome · Windows") from its user agent; the raw text
 * (cut to 60 characters) when neither part is recognised, undefined without one.
 */
export function deviceName(userAgent: string | null): string | undefined {
  if (!userAgent) return undefined;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return userAgent.length > 60 ? `${userAgent.slice(0, 59)}…` : userAgent;
  return [browser, system].filter(Boolean).join(' · ');
}
