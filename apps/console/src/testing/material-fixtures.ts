import { type Material, MaterialType, type Page } from '@weassit/contract';

/** Materials of the material library's stories and tests, shaped like `GET /api/material/list` answers. */
const at = Date.UTC(2025, 4, 20, 8, 30);

export const textMaterialsFixture: Material[] = Array.from({ length: 10 }, (_, i) => ({
  id: `word-${i + 1}`,
  type: MaterialType.TEXT,
  name: `欢迎语${i + 1}`,
  tag: i % 2 === 0 ? '欢迎' : '活动',
  content: `你好，欢迎加入交流群！这是第 ${i + 1} 条欢迎语，请先阅读群公告。`,
  createdAt: at - i * 3_600_000,
  updatedAt: at - i * 3_600_000,
}));

export const textPageFixture: Page<Material> = { count: 23, list: textMaterialsFixture };

export const fileMaterialFixture: Material = {
  id: 'file-1',
  type: MaterialType.FILE,
  name: '产品手册',
  tag: '资料',
  url: 'http://127.0.0.1:8080/files/public/8af1d2ecdf5fd04a/manual-v2.pdf',
  fileType: 'pdf',
  createdAt: at,
  updatedAt: at,
};

export const h5MaterialFixture: Material = {
  id: 'h5-1',
  type: MaterialType.H5,
  name: '新品发布',
  tag: '活动',
  url: 'https://example.com/launch',
  title: '新品发布会',
  description: '5 月 20 日新品发布会，欢迎参加。',
  thumbUrl: 'http://127.0.0.1:8080/files/public/8af1d2ecdf5fd04a/launch.png',
  thumbKey: 'public/8af1d2ecdf5fd04a/launch.png',
  createdAt: at,
  updatedAt: at,
};

export const miniMaterialFixture: Material = {
  id: 'mini-1',
  type: MaterialType.MINI_PROGRAM,
  name: '会员小程序',
  tag: '',
  appid: 'wx1234567890abcdef',
  username: 'gh_0123456789ab',
  title: '会员中心',
  description: '查看积分与权益',
  pagePath: 'pages/index/index.html',
  thumbUrl: 'http://127.0.0.1:8080/files/public/8af1d2ecdf5fd04a/member.png',
  thumbKey: 'public/8af1d2ecdf5fd04a/member.png',
  iconUrl: '',
  createdAt: at,
  updatedAt: at,
};

export const emptyMaterialPageFixture: Page<Material> = { count: 0, list: [] };
