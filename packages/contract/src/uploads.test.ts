import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants.ts';
import {
  checkUpload,
  checkUploadFileName,
  FILE_NAME_MAX_LENGTH,
  fileExtension,
  INVALID_FILE_NAME_MESSAGE,
  MATERIAL_UPLOAD_RULE,
  NO_CHINESE_NAME_MESSAGE,
  SEND_UPLOAD_RULE,
  THUMBNAIL_UPLOAD_RULE,
  UPLOAD_RULES,
  uploadFileUrl,
  uploadKeyPrefix,
} from './uploads.ts';
import { uploadTokenQuerySchema } from './uploads-schema.ts';

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

describe('upload keys', () => {
  it('puts every user under the fixed prefix', () => {
    expect(uploadKeyPrefix('u1')).toBe('public/u1/');
  });

  it('builds URLs from the base and the key with each segment percent-encoded', () => {
    expect(uploadFileUrl('https://f.example.com/', 'public/u1/a b#1.png')).toBe(
      'https://f.example.com/public/u1/a%20b%231.png',
    );
  });

  it.each([
    ['photo.png', null],
    ['my report (1).pdf', null],
    ['照片.png', NO_CHINESE_NAME_MESSAGE],
    ['', INVALID_FILE_NAME_MESSAGE],
    ['../x.png', INVALID_FILE_NAME_MESSAGE],
    ['a..b.png', INVALID_FILE_NAME_MESSAGE],
    ['dir/x.png', INVALID_FILE_NAME_MESSAGE],
    ['dir\\x.png', INVALID_FILE_NAME_MESSAGE],
    ['.hidden.png', INVALID_FILE_NAME_MESSAGE],
    ['a\u0000.png', INVALID_FILE_NAME_MESSAGE],
    ['a\nb.png', INVALID_FILE_NAME_MESSAGE],
    ['a\u007f.png', INVALID_FILE_NAME_MESSAGE],
    [`${'a'.repeat(FILE_NAME_MAX_LENGTH - 4)}.png`, null],
    [`${'a'.repeat(FILE_NAME_MAX_LENGTH - 3)}.png`, INVALID_FILE_NAME_MESSAGE],
  ])('checks the file name %j', (name, expected) => {
    expect(checkUploadFileName(name)).toBe(expected);
  });
});

describe('upload scenes', () => {
  it('map to the existing rules and default to a material file', () => {
    expect(UPLOAD_RULES).toEqual({
      material: MATERIAL_UPLOAD_RULE,
      send: SEND_UPLOAD_RULE,
      thumbnail: THUMBNAIL_UPLOAD_RULE,
    });
    expect(UPLOAD_RULES.send).toBe(SEND_UPLOAD_RULE);
    expect(uploadTokenQuerySchema.parse({})).toEqual({ scene: 'material' });
    expect(uploadTokenQuerySchema.parse({ scene: 'thumbnail', userId: 'x' })).toEqual({ scene: 'thumbnail' });
    expect(uploadTokenQuerySchema.safeParse({ scene: 'avatar' }).error?.issues[0]?.message).toBe('上传场景不正确');
  });
});
