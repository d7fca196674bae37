import crypto from 'node:crypto';
import type { Config } from '../config.ts';
import { s3PublicBase } from '../storage/s3-store.ts';

/**
 * The `<style>` elements react-aria inserts at run time (usePress's touch-action rule on every pressable,
 * usePreventScroll's overscroll rule on iOS). They are allowed by hash rather than with 'unsafe-inline', so an
 * injected stylesheet is still refused. After a react-aria update changes one, tests/e2e/csp.test.ts reports
 * the violation and this list gets the new text.
 */
export const RUNTIME_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

/** The origin of a configured URL, or nothing when it does not parse (the config only checks the scheme). */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The console's Content-Security-Policy, from the configuration alone (never from a request). Scripts,
 * styles and fonts come only from this server; uploaded files may be on the public files base or an S3 bucket,
 * uploads may go to UPLOAD_PUBLIC_URL, and avatars and link thumbnails are any https image.
 */
export function contentSecurityPolicy(config: Config): string {
  const publicOrigin = originOf(config.publicUrl);
  const fileOrigins = [
    publicOrigin,
    originOf(config.uploads.filesPublicUrl),
    config.s3 ? originOf(s3PublicBase(config.s3)) : undefined,
  ];
  const uploadOrigins = [publicOrigin, originOf(config.uploads.publicUrl)];
  const sources = (...list: (string | undefined)[]) => [...new Set(list.filter((s) => s !== undefined))].join(' ');
  const styleHashes = RUNTIME_STYLES.map(
    (text) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`,
  );
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    // No 'unsafe-inline' for style attributes either: React and react-aria set inline styles through the
    // element's style object (CSSOM), which the policy does not restrict; nothing writes a style="" attribute.
    ['style-src', sources("'self'", ...styleHashes)],
    // blob: is the preview of a file being uploaded; https: is contacts' avatars and link thumbnails.
    ['img-src', sources("'self'", 'blob:', 'https:', ...fileOrigins)],
    ['media-src', sources("'self'", 'blob:', ...fileOrigins)],
    ['connect-src', sources("'self'", ...uploadOrigins)],
    ['font-src', "'self'"],
    ['worker-src', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}
