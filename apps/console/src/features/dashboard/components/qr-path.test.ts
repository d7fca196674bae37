import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path';
import { showsQrCode, statusLabel } from './RobotStatusCard';

describe('qrPath', () => {
  it('draws exactly the dark modules of the uqr encoding', () => {
    const text = 'https://login.weixin.qq.com/l/abc123==';
    const { data, size } = encode(text, { ecc: 'M', border: 2 });
    const { d, size: drawnSize } = qrPath(text);
    expect(drawnSize).toBe(size);
    const drawn = [...d.matchAll(/M(\d+) (\d+)h(\d+)/g)].reduce((sum, match) => sum + Number(match[3]), 0);
    const dark = data.flat().filter(Boolean).length;
    expect(drawn).toBe(dark);
    // The quiet zone stays white.
    expect(d).not.toMatch(/M[01] /);
    expect(qrPath('other').d).not.toBe(d);
  });
});

describe('robot status', () => {
  it('reads the codes 0–6 in words and shows the QR code for 2 and 5', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(statusLabel)).toEqual([
      '未知错误',
      '未启动',
      '请扫码登录',
      '已扫码，请在手机上确认',
      '已登录',
      '二维码已超时',
      '已登出',
    ]);
    expect([0, 1, 2, 3, 4, 5, 6].filter(showsQrCode)).toEqual([2, 5]);
  });
});
