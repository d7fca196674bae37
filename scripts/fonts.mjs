#!/usr/bin/env node
// The fonts the reference screenshots were taken with, and the Debian packages that provide them. Chromium
// resolves the theme's font stacks through fontconfig, so a machine without one of these silently draws
// another face and every screenshot with that text differs. `.ci/run` installs the packages named here
// (`node scripts/fonts.mjs --missing-packages`), and the Storybook run refuses to start without them.
import { execFileSync } from 'node:child_process';

export const SCREENSHOT_FONTS = [
  // The body stack's first face present on Linux; it also draws the Latin text around Chinese.
  { family: 'WenQuanYi Micro Hei', debian: 'fonts-wqy-microhei' },
  // The mono stack (cron expressions, ids): without it Chromium falls back to DejaVu Sans Mono.
  { family: 'Liberation Mono', debian: 'fonts-liberation' },
  // fontconfig's generic sans-serif and monospace here, and the fallback for symbols the others lack.
  { family: 'DejaVu Sans', debian: 'fonts-dejavu-core' },
  { family: 'DejaVu Sans Mono', debian: 'fonts-dejavu-core' },
];

/** The font families fontconfig knows, or null when fontconfig itself is missing. */
export function installedFamilies() {
  try {
    const out = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
    return new Set(out.split('\n').flatMap((line) => line.split(',').map((name) => name.trim())));
  } catch {
    return null;
  }
}

/** The screenshot fonts that are not installed (all of them when fontconfig is missing). */
export function missingFonts() {
  const families = installedFamilies();
  return SCREENSHOT_FONTS.filter((font) => !families?.has(font.family));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = missingFonts();
  if (process.argv.includes('--missing-packages')) {
    // fontconfig provides fc-list; it is listed so that a machine without it gets it explicitly.
    const packages = new Set(missing.map((font) => font.debian));
    if (installedFamilies() === null) packages.add('fontconfig');
    console.log([...packages].join(' '));
  } else {
    for (const font of SCREENSHOT_FONTS) {
      console.log(`${missing.includes(font) ? 'missing ' : 'ok      '} ${font.family} (${font.debian})`);
    }
    process.exit(missing.length ? 1 : 0);
  }
}
