import { MaterialType } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { miniMaterialFixture } from '../../testing/material-fixtures';
import { fileTypeOfName, validateMaterialForm } from './lazy/material-validation';
import { emptyMaterialForm, fileNameOfUrl, formToPayload, materialToForm, saveEndpoint } from './material-form';

describe('material form ↔ API', () => {
  it('sends name, tag, type and only the fields of the type, trimmed, with id when editing', () => {
    const values = { ...emptyMaterialForm(MaterialType.H5), name: ' 新品 ', tag: ' 活动 ', url: ' https://a.b/c ' };
    values.content = 'left over from another type';
    values.appid = 'wx1';
    expect(formToPayload(values, 'm1')).toEqual({
      id: 'm1',
      type: MaterialType.H5,
      name: '新品',
      tag: '活动',
      url: 'https://a.b/c',
      title: '',
      description: '',
      thumbUrl: '',
      thumbKey: '',
    });
  });

  it('keeps the text content as typed and leaves out id when adding', () => {
    const values = { ...emptyMaterialForm(MaterialType.TEXT), name: 'a', content: '  两个空格 \n' };
    expect(formToPayload(values)).toEqual({ type: MaterialType.TEXT, name: 'a', tag: '', content: '  两个空格 \n' });
  });

  it('fills the form from a stored material, empty strings for missing fields', () => {
    const values = materialToForm(miniMaterialFixture);
    expect(values.type).toBe(MaterialType.MINI_PROGRAM);
    expect(values.appid).toBe(miniMaterialFixture.appid);
    expect(values.content).toBe('');
    expect(formToPayload(values, miniMaterialFixture.id)).toMatchObject({
      id: 'mini-1',
      pagePath: 'pages/index/index.html',
      iconUrl: '',
    });
  });

  it('posts text and file to material/add, H5 and mini program to material/rich/add', () => {
    expect(saveEndpoint(MaterialType.TEXT)).toBe('/api/material/add');
    expect(saveEndpoint(MaterialType.FILE)).toBe('/api/material/add');
    expect(saveEndpoint(MaterialType.H5)).toBe('/api/material/rich/add');
    expect(saveEndpoint(MaterialType.MINI_PROGRAM)).toBe('/api/material/rich/add');
  });

  it('saves the extension as fileType', () => {
    expect(fileTypeOfName('Report.PDF')).toBe('pdf');
  });

  it('reads the file name at the end of a URL', () => {
    expect(fileNameOfUrl('http://h/files/public/u/a%20b.png?x=1')).toBe('a b.png');
    expect(fileNameOfUrl('http://h/files/public/u/%E0%A4%A.png')).toBe('%E0%A4%A.png');
  });
});

describe('validateMaterialForm (the contract materialSchema messages)', () => {
  const messages = (type: MaterialType) => validateMaterialForm(emptyMaterialForm(type));

  it('text: name and content', () => {
    expect(messages(MaterialType.TEXT)).toEqual({ name: '素材别名必填', content: '内容必填' });
  });
  it('file: name and the file', () => {
    expect(messages(MaterialType.FILE)).toEqual({ name: '素材别名必填', url: '文件必传' });
  });
  it('h5: url, title, description and thumbnail', () => {
    expect(messages(MaterialType.H5)).toEqual({
      name: '素材别名必填',
      url: 'h5 url必填',
      title: 'h5卡片标题必填',
      description: 'h5描述必填',
      thumbUrl: '缩略图必传',
    });
  });
  it('mini program: field+必填 and the thumbnail; iconUrl optional', () => {
    expect(messages(MaterialType.MINI_PROGRAM)).toEqual({
      name: '素材别名必填',
      appid: 'appid必填',
      username: 'username必填',
      title: 'title必填',
      description: 'description必填',
      pagePath: 'pagePath必填',
      thumbUrl: '缩略图必传',
    });
  });
  it('a blank name is refused; a URL must be http(s)', () => {
    const values = { ...emptyMaterialForm(MaterialType.H5), name: '  ', url: 'ftp://x', title: 't', description: 'd' };
    values.thumbUrl = 'https://h/t.png';
    expect(validateMaterialForm(values)).toEqual({
      name: '素材别名必填',
      url: '链接格式不正确，需以 http:// 或 https:// 开头',
    });
  });
  it('a complete material passes', () => {
    expect(validateMaterialForm(materialToForm(miniMaterialFixture))).toEqual({});
  });
});
