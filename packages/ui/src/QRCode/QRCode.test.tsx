import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QRCode } from './QRCode';
import { createQRMatrix, matrixToPath } from './QRCode.matrix';

const url = 'https://login.weixin.qq.com/l/AbCdEf123==';

describe('createQRMatrix', () => {
  it('builds a square matrix of a valid QR size', () => {
    const { size, modules } = createQRMatrix(url);
    expect(size).toBeGreaterThan(0);
    expect((size - 17) % 4).toBe(0); // versions 1–40 are 21, 25, … 177 modules wide
    expect(modules).toHaveLength(size);
    for (const row of modules) expect(row).toHaveLength(size);
  });

  it('draws the three finder patterns', () => {
    const { size, modules } = createQRMatrix(url);
    const dark = (r: number, c: number) => modules[r]?.[c];
    for (const [r, c] of [
      [0, 0],
      [0, size - 7],
      [size - 7, 0],
    ] as const) {
      expect(dark(r, c)).toBe(true); // the outer ring's corner
      expect(dark(r + 1, c + 1)).toBe(false); // the white ring
      expect(dark(r + 3, c + 3)).toBe(true); // the centre
    }
  });

  it('is deterministic and depends on the value', () => {
    expect(createQRMatrix('微信登录')).toEqual(createQRMatrix('微信登录'));
    expect(createQRMatrix('微信登录')).not.toEqual(createQRMatrix('微信登陆'));
  });

  it('encodes Chinese as UTF-8 bytes (3 per Han character), so it needs a larger code than its length suggests', () => {
    // 30 Han characters = 90 bytes: more than version 3-M's 42 bytes.
    expect(createQRMatrix('测'.repeat(30)).size).toBeGreaterThan(29);
  });

  it('grows with the error-correction level', () => {
    const text = 'x'.repeat(100);
    expect(createQRMatrix(text, 'H').size).toBeGreaterThan(createQRMatrix(text, 'L').size);
  });
});

describe('matrixToPath', () => {
  it('offsets the modules by the quiet zone and merges runs', () => {
    const matrix = {
      size: 3,
      modules: [
        [true, true, false],
        [false, false, false],
        [false, true, true],
      ],
    };
    expect(matrixToPath(matrix, 4)).toBe('M4 4h2v1h-2zM5 6h2v1h-2z');
  });
});

describe('QRCode', () => {
  it('renders an accessible SVG image, the same for the same value', () => {
    const a = renderToStaticMarkup(createElement(QRCode, { value: url, label: '微信登录二维码' }));
    const b = renderToStaticMarkup(createElement(QRCode, { value: url, label: '微信登录二维码' }));
    expect(a).toBe(b);
    expect(a).toContain('role="img"');
    expect(a).toContain('aria-label="微信登录二维码"');
    const { size } = createQRMatrix(url);
    expect(a).toContain(`viewBox="0 0 ${size + 8} ${size + 8}"`);
    expect(a).not.toBe(renderToStaticMarkup(createElement(QRCode, { value: `${url}x`, label: '微信登录二维码' })));
  });
});
