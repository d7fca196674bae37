import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants.ts';
import {
  checkUpload,
  fileExtension,
  MATERIAL_UPLOAD_RULE,
  NO_CHINESE_NAME_MESSAGE,
  SEND_UPLOAD_RULE,
  THUMBNAIL_UPLOAD_RULE,
} from './uploads.ts';

const file = (name: string, type = '', size = 1024) => ({ name, type, size });

describe('checkUpload', () => {
  it('accepts a file by its MIME type or by its extension', () => {
    expect(checkUpload(file('photo.png', 'image/png'), SEND_UPLOAD_RULE)).toBeNull();
    expect(checkUpload(file('report.PDF', 'application/octet-stream'), SEND_UPLOAD_RULE)).toBeNull();
  });

  it('refuses Chinese characters in the file name before anything else', () => {
    expect(checkUpload(file('照片.png', 'image/png'), SEND_UPLOAD_RULE)).toBe(NO_CHINESE_NAME_MESSAGE);
  });

  it('refuses a type the rule does not list, with the rule message', () => {
    expect(checkUpload(file('slides.ppt'), SEND_UPLOAD_RULE)).toBe('仅支持JPG/PNG/TEXT/ZIP 格式!');
    expect(checkUpload(file('slides.ppt'), MATERIAL_UPLOAD_RULE)).toBeNull();
    expect(checkUpload(file('pic.gif', 'image/gif'), THUMBNAIL_UPLOAD_RULE)).toBe('仅支持JPG/PNG格式!');
  });

  it('keeps sizes strictly below the cap', () => {
    const cap = LIMITS.sendUploadBytes;
    expect(checkUpload(file('a.zip', 'application/zip', cap - 1), SEND_UPLOAD_RULE)).toBeNull();
    expect(checkUpload(file('a.zip', 'application/zip', cap), SEND_UPLOAD_RULE)).toBe('上传文件大小不能超过 5MB!');
    expect(checkUpload(file('a.zip', 'application/zip', cap), MATERIAL_UPLOAD_RULE)).toBeNull();
  });
});

describe('fileExtension', () => {
  it('lower-cases the part after the last dot and is empty without one', () => {
    expect(fileExtension('a.b.TAR')).toBe('tar');
    expect(fileExtension('README')).toBe('');
  });
});
