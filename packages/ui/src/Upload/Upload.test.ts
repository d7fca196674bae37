import { describe, expect, it } from 'vitest';
import {
  acceptedFileTypes,
  checkUploadFile,
  fileExtension,
  hasChineseCharacters,
  isImageFile,
  type UploadRules,
} from './Upload.rules';

const MB = 1024 * 1024;

/** The console's material rule (mirrors MATERIAL_UPLOAD_RULE of the contract, abridged). */
const rules: UploadRules = {
  mimeTypes: ['image/gif', 'image/jpeg', 'image/png', 'video/mp4', 'text/plain', 'application/zip'],
  extensions: ['pdf', 'xlsx', 'doc', 'zip', 'png', 'jpg', 'jpeg', 'mp4'],
  maxBytes: 10 * MB,
  typeMessage: '仅支持JPG/PNG/TEXT/ZIP/XLS/CSV/DOC/PPT 格式!',
  sizeMessage: '上传文件大小不能超过 10MB!',
  noChineseName: true,
};

const file = (name: string, type: string, size = 1024) => ({ name, type, size });

describe('checkUploadFile', () => {
  it('accepts a file of an accepted type, name and size', () => {
    expect(checkUploadFile(file('photo.png', 'image/png'), rules)).toBeNull();
  });

  describe('Chinese file names', () => {
    it('refuses a name with Chinese characters, with the default message', () => {
      expect(checkUploadFile(file('新品海报.png', 'image/png'), rules)).toBe('文件名不能带中文');
      expect(checkUploadFile(file('poster-㐀.png', 'image/png'), rules)).toBe('文件名不能带中文');
    });

    it("uses the caller's message when given", () => {
      expect(checkUploadFile(file('海报.png', 'image/png'), { ...rules, chineseNameMessage: '请使用英文文件名' })).toBe(
        '请使用英文文件名',
      );
    });

    it('checks the name before the type and the size', () => {
      expect(checkUploadFile(file('说明.exe', 'application/x-msdownload', 50 * MB), rules)).toBe('文件名不能带中文');
    });

    it('allows Chinese names when the rule does not refuse them', () => {
      expect(checkUploadFile(file('海报.png', 'image/png'), { ...rules, noChineseName: false })).toBeNull();
    });

    it('does not count Chinese punctuation or full-width letters as Chinese characters', () => {
      expect(hasChineseCharacters('report（final）.pdf')).toBe(false);
      expect(hasChineseCharacters('ＡＢＣ.pdf')).toBe(false);
      expect(hasChineseCharacters('月报.pdf')).toBe(true);
    });
  });

  describe('type', () => {
    it('accepts an accepted MIME type whatever the extension', () => {
      expect(checkUploadFile(file('notes.log', 'text/plain'), rules)).toBeNull();
      expect(checkUploadFile(file('clip', 'video/mp4'), rules)).toBeNull();
    });

    it('accepts an accepted extension whatever the MIME type, in any case', () => {
      expect(checkUploadFile(file('report.pdf', ''), rules)).toBeNull();
      expect(checkUploadFile(file('sheet.XLSX', 'application/octet-stream'), rules)).toBeNull();
    });

    it('refuses a file when neither the MIME type nor the extension is accepted', () => {
      expect(checkUploadFile(file('setup.exe', 'application/x-msdownload'), rules)).toBe(rules.typeMessage);
      expect(checkUploadFile(file('README', ''), rules)).toBe(rules.typeMessage);
      expect(checkUploadFile(file('archive.pdf.exe', ''), rules)).toBe(rules.typeMessage);
    });

    it('checks the type before the size', () => {
      expect(checkUploadFile(file('setup.exe', 'application/x-msdownload', 50 * MB), rules)).toBe(rules.typeMessage);
    });
  });

  describe('size', () => {
    it('accepts a file one byte under the limit', () => {
      expect(checkUploadFile(file('photo.png', 'image/png', 10 * MB - 1), rules)).toBeNull();
    });

    it('refuses a file of exactly the limit', () => {
      expect(checkUploadFile(file('photo.png', 'image/png', 10 * MB), rules)).toBe(rules.sizeMessage);
    });

    it('refuses a file over the limit', () => {
      expect(checkUploadFile(file('photo.png', 'image/png', 10 * MB + 1), rules)).toBe(rules.sizeMessage);
    });

    it('accepts an empty file', () => {
      expect(checkUploadFile(file('empty.txt', 'text/plain', 0), rules)).toBeNull();
    });
  });
});

describe('helpers', () => {
  it('reads the extension in lower case, without the dot', () => {
    expect(fileExtension('Photo.JPG')).toBe('jpg');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('Makefile')).toBe('');
  });

  it('builds the accept attribute from the MIME types and the dotted extensions', () => {
    expect(acceptedFileTypes({ ...rules, mimeTypes: ['image/png'], extensions: ['png', 'jpg'] })).toEqual([
      'image/png',
      '.png',
      '.jpg',
    ]);
  });

  it('recognises images by MIME type or extension', () => {
    expect(isImageFile({ name: 'a.bin', type: 'image/png' })).toBe(true);
    expect(isImageFile({ name: 'a.JPEG' })).toBe(true);
    expect(isImageFile({ name: 'a.pdf', type: 'application/pdf' })).toBe(false);
  });
});
