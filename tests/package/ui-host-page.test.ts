import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

// The built package (npm test builds it first). UI_DIST points elsewhere to try another build of it.
const DIST = process.env.UI_DIST ?? path.resolve(import.meta.dirname, '../../packages/ui/dist');
const read = (file: string) => fs.readFileSync(path.join(DIST, file), 'utf8');

/**
 * A host page with a life of its own: an icon inline in a sentence, a heading and a paragraph with the
 * browser's margins, a form control, a padded box and an animation. Only the stylesheets in `css` change.
 */
const hostPage = (css: string[]) => `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    ${css.map((sheet) => `<style>${sheet}</style>`).join('\n')}
    <style>
      @keyframes pulse { to { opacity: 0.5; } }
      #box { width: 100px; padding: 10px; border: 1px solid; animation: pulse 2s infinite; }
    </style>
  </head>
  <body>
    <p id="sentence">点击 <svg id="icon" width="16" height="16" viewBox="0 0 16 16"><circle cx="8" cy="8" r="6" /></svg> 按钮保存草稿。</p>
    <p id="plain">点击按钮保存草稿。</p>
    <h2 id="heading">群发设置</h2>
    <button id="button" type="button">保存</button>
    <div id="box"></div>
  </body>
</html>`;

/** What a host would notice: computed styles of its own elements, and whether the icon stays in its line. */
async function inspect(page: Page) {
  return page.evaluate(() => {
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    const style = (id: string) => getComputedStyle(byId(id));
    const margins = (id: string) => `${style(id).marginTop} ${style(id).marginBottom}`;
    return {
      iconDisplay: style('icon').display,
      // The sentence with the icon is one line, as tall as the same sentence without it (within the icon's
      // few pixels of baseline alignment); a block-level icon makes it three lines.
      sentenceLines: Math.round(byId('sentence').offsetHeight / byId('plain').offsetHeight),
      paragraphMargins: margins('plain'),
      headingMargins: margins('heading'),
      headingLineHeight: Number.parseFloat(style('heading').lineHeight) / Number.parseFloat(style('heading').fontSize),
      bodyMargin: getComputedStyle(document.body).margin,
      bodyFont: getComputedStyle(document.body).fontFamily,
      colorScheme: getComputedStyle(document.documentElement).colorScheme,
      boxWidth: byId('box').offsetWidth,
      buttonFontSize: style('button').fontSize,
      animationDuration: style('box').animationDuration,
    };
  });
}

describe('@weassit/ui on a host page', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    page = await browser.newPage();
    // Reduced motion on, so a stylesheet that cuts animations short everywhere would show on the host's box.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  const load = async (css: string[]) => {
    await page.setContent(hostPage(css));
    return inspect(page);
  };

  it('leaves the page as the browser draws it with style.css alone', async () => {
    const bare = await load([]);
    // The fixture is what this test says it is: the icon inline, browser margins, a content-box box.
    expect(bare).toMatchObject({ iconDisplay: 'inline', sentenceLines: 1, boxWidth: 122, animationDuration: '2s' });
    expect(bare.headingMargins).not.toBe('0px 0px');
    expect(bare.paragraphMargins).not.toBe('0px 0px');

    const withWidgets = await load([read('style.css')]);
    expect(withWidgets).toEqual(bare);
  });

  it('applies the page-wide reset once reset.css is added', async () => {
    const bare = await load([]);
    const reset = await load([read('style.css'), read('reset.css')]);
    expect(reset).toMatchObject({
      iconDisplay: 'block',
      paragraphMargins: '0px 0px',
      headingMargins: '0px 0px',
      bodyMargin: '0px',
      colorScheme: 'light',
      boxWidth: 100,
    });
    expect(reset.sentenceLines).toBeGreaterThanOrEqual(3);
    expect(reset.headingLineHeight).toBeCloseTo(1.3, 2);
    expect(reset.bodyFont).toContain('PingFang SC');
    expect(reset.buttonFontSize).not.toBe(bare.buttonFontSize);
    expect(Number.parseFloat(reset.animationDuration)).toBeLessThan(0.001);
  });
});
