import { describe, expect, it } from 'vitest';
import {
  formToUploadFileConfig,
  formToUploadFileConfigText,
  ossConfigToTest,
  uploadFileToForm,
  validateUploadFile,
} from './upload-file-form';

const stored = {
  defaultReply: '在的',
  replyKeywords: [{ keywords: ['价格'], reg: 1, replys: [] }],
  uploadFileConfig: {
    open: true,
    ossConfig: {
      type: 1,
      region: 'oss-cn-shanghai',
      bucket: 'weassit-files',
      aliAkId: 'LTAI5tKeyId',
      aliAkSecret: 'secret-0123',
      custom_path: 'wechat/',
      note: '机器人读的字段',
    },
    imagePrompt: '这张图里有什么？',
    extra: 1,
  },
};
const text = JSON.stringify(stored);

describe('文件存储 form', () => {
  it('reads the stored config, empty fields for what is not there', () => {
    expect(uploadFileToForm(text)).toEqual({
      open: true,
      type: 1,
      region: 'oss-cn-shanghai',
      bucket: 'weassit-files',
      aliAkId: 'LTAI5tKeyId',
      aliAkSecret: 'secret-0123',
      custom_domain: '',
      custom_path: 'wechat/',
      imagePrompt: '这张图里有什么？',
      filePrompt: '',
      audioPrompt: '',
    });
    expect(uploadFileToForm(null)).toMatchObject({ open: false, type: 1, region: '', bucket: '' });
  });

  it('saves trimmed values over the stored ones, keeping unknown fields and the rest of the config', () => {
    const values = { ...uploadFileToForm(text), bucket: ' other-bucket ', imagePrompt: '', filePrompt: '总结一下' };
    const saved = JSON.parse(formToUploadFileConfigText(text, values));
    expect(saved.replyKeywords).toEqual(stored.replyKeywords);
    expect(saved.defaultReply).toBe('在的');
    expect(saved.uploadFileConfig).toEqual({
      open: true,
      extra: 1,
      ossConfig: { ...stored.uploadFileConfig.ossConfig, bucket: 'other-bucket' },
      filePrompt: '总结一下',
    });
  });

  it('needs a complete OSS config to turn storage on, not to keep it off', () => {
    const off = uploadFileToForm(null);
    expect(validateUploadFile(off)).toEqual({});
    expect(validateUploadFile({ ...off, open: true })).toMatchObject({
      region: '请选择地域',
      bucket: '请填写存储桶名称',
      aliAkId: '请填写 AccessKey ID',
      aliAkSecret: '请填写 AccessKey Secret',
    });
    expect(validateUploadFile(uploadFileToForm(text))).toEqual({});
    expect(validateUploadFile({ ...uploadFileToForm(text), custom_path: '/abs' })).toEqual({
      custom_path: '路径前缀不能以 / 开头，不能包含空格或反斜杠',
    });
    expect(validateUploadFile({ ...off, audioPrompt: 'x'.repeat(2001) }).audioPrompt).toBeDefined();
  });

  it('tests only a complete config, and says which fields are missing', () => {
    expect(ossConfigToTest(uploadFileToForm(text)).config).toMatchObject({ bucket: 'weassit-files', type: 1 });
    const missing = ossConfigToTest({ ...uploadFileToForm(text), open: false, aliAkSecret: '' });
    expect(missing.errors).toEqual({ aliAkSecret: '请填写 AccessKey Secret' });
    expect(formToUploadFileConfig(null, uploadFileToForm(null)).ossConfig).toEqual({
      type: 1,
      region: '',
      bucket: '',
      aliAkId: '',
      aliAkSecret: '',
    });
  });
});
