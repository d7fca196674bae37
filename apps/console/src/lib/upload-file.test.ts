import { describe, expect, it, vi } from 'vitest';
import { buildUploadForm, parseUploadResponse, UploadError, uploadFile } from './upload-file';

vi.mock('./upload-token', () => ({ getUploadToken: vi.fn(async () => ({})) }));
const { getUploadToken } = await import('./upload-token');

describe('buildUploadForm', () => {
  it('appends key (prefix + name) and token before the file', async () => {
    const file = new Blob(['png bytes'], { type: 'image/png' });
    const form = buildUploadForm({ token: 'tok', keyPrefix: 'public/u1/' }, file, 'a.png');
    expect([...form.keys()]).toEqual(['key', 'token', 'file']);
    expect(form.get('key')).toBe('public/u1/a.png');
    expect(form.get('token')).toBe('tok');
    const sent = form.get('file') as File;
    expect(sent.name).toBe('a.png');
    expect(await sent.text()).toBe('png bytes');
  });
});

describe('parseUploadResponse', () => {
  it('returns key and url on code 0', () => {
    const body = JSON.stringify({ code: 0, msg: '上传成功', data: { key: 'public/u/a.png', url: 'http://h/a.png' } });
    expect(parseUploadResponse(200, body)).toEqual({ key: 'public/u/a.png', url: 'http://h/a.png' });
  });
  it("throws the server's msg otherwise", () => {
    const body = JSON.stringify({ code: 40301, msg: '上传凭证无效或已过期', data: null });
    expect(() => parseUploadResponse(200, body)).toThrow(new UploadError('上传凭证无效或已过期'));
    expect(() => parseUploadResponse(413, JSON.stringify({ code: 413, message: '太大' }))).toThrow('太大');
  });
  it('says the status when the answer is not an envelope', () => {
    expect(() => parseUploadResponse(502, '<html>')).toThrow('HTTP 502');
  });
});

describe('uploadFile', () => {
  it('refuses a file the rules refuse before asking for a token', async () => {
    const file = new File(['x'], '中文.png', { type: 'image/png' });
    await expect(uploadFile('material', file)).rejects.toThrow(new UploadError('文件名不能带中文'));
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    await expect(uploadFile('thumbnail', gif)).rejects.toThrow('仅支持JPG/PNG格式!');
    expect(getUploadToken).not.toHaveBeenCalled();
  });
});
