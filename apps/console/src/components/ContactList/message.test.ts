import { describe, expect, it } from 'vitest';
import { fileMaterialFixture, h5MaterialFixture, textMaterialsFixture } from '../../testing/material-fixtures';
import {
  emptySendForm,
  fileNameOfUrl,
  materialToSendForm,
  SendType,
  sendFormToMessage,
  validateSendForm,
} from './message';

const texts = {
  contentRequired: '内容必填',
  fileRequired: '文件必传',
  linkUrlRequired: '链接url必填',
  linkTitleRequired: '链接标题必填',
  linkDescriptionRequired: '链接描述必填',
  thumbRequired: '缩略图必传',
};

describe('validateSendForm', () => {
  it("asks only for the chosen kind's fields, blanks counting as empty", () => {
    const empty = emptySendForm();
    expect(validateSendForm({ ...empty, content: '  \n ' }, texts)).toEqual({ content: '内容必填' });
    expect(validateSendForm({ ...empty, type: SendType.FILE, content: '' }, texts)).toEqual({ fileUrl: '文件必传' });
    expect(validateSendForm({ ...empty, type: SendType.LINK, title: ' ' }, texts)).toEqual({
      linkUrl: '链接url必填',
      title: '链接标题必填',
      description: '链接描述必填',
      thumbUrl: '缩略图必传',
    });
    expect(validateSendForm({ ...empty, content: 'hi' }, texts)).toEqual({});
  });
});

describe('sendFormToMessage', () => {
  const values = {
    ...emptySendForm(),
    content: '你好  ',
    fileUrl: 'http://h/files/public/u/r/a.pdf',
    linkUrl: ' https://example.com ',
    title: '标题',
    description: '描述',
    thumbUrl: 'http://h/files/public/u/r/t.png',
  };
  it('sends only the chosen kind (ROBOT-PROTOCOL §4.1)', () => {
    expect(sendFormToMessage(values)).toEqual({ type: 1, content: '你好' });
    expect(sendFormToMessage({ ...values, type: SendType.FILE })).toEqual({ type: 2, url: values.fileUrl });
    expect(sendFormToMessage({ ...values, type: SendType.LINK })).toEqual({
      type: 4,
      url: 'https://example.com',
      title: '标题',
      description: '描述',
      thumbUrl: values.thumbUrl,
    });
  });
});

describe('materialToSendForm', () => {
  it("copies a picked material's fields into its kind, keeping the others", () => {
    const start = { ...emptySendForm(), content: '草稿' };
    const file = materialToSendForm(start, fileMaterialFixture);
    expect(file).toMatchObject({ type: SendType.FILE, fileUrl: fileMaterialFixture.url, content: '草稿' });
    expect(materialToSendForm(file, h5MaterialFixture)).toMatchObject({
      type: SendType.LINK,
      fileUrl: fileMaterialFixture.url,
      linkUrl: h5MaterialFixture.url,
      title: h5MaterialFixture.title,
      description: h5MaterialFixture.description,
      thumbUrl: h5MaterialFixture.thumbUrl,
    });
    const text = textMaterialsFixture[0];
    if (!text) throw new Error('no text fixture');
    expect(materialToSendForm(start, text)).toMatchObject({ type: SendType.TEXT, content: text.content });
  });
});

describe('fileNameOfUrl', () => {
  it('is the last path segment, decoded, without query or fragment', () => {
    expect(fileNameOfUrl('http://h/files/public/u/r/my%20file.pdf?x=1#y')).toBe('my file.pdf');
    expect(fileNameOfUrl('http://h/files/%E0%A4')).toBe('%E0%A4');
  });
});
