import { describe, expect, it } from 'vitest';
import type { DocsSearchEntry } from './docs-types';
import { searchDocs } from './search-docs';

const index: DocsSearchEntry[] = [
  {
    slug: 'install',
    title: '安装部署',
    sections: [
      { id: '安装部署', heading: '安装部署', text: '用 npm ci 和 npm start 启动服务器。' },
      { id: '外部-mqtt-broker', heading: '外部 MQTT Broker', text: '设置 MQTT_URL 使用 Mosquitto 或 EMQX。' },
    ],
  },
  {
    slug: 'faq',
    title: 'FAQ',
    sections: [{ id: 'mqtt', heading: '机器人离线', text: '检查 MQTT 端口 1883 是否可达，以及防火墙。' }],
  },
];

describe('searchDocs', () => {
  it('finds a Chinese word inside a sentence and marks it in the snippet', () => {
    const [hit, ...rest] = searchDocs(index, '防火墙');
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({ slug: 'faq', id: 'mqtt', heading: '机器人离线' });
    expect(hit?.snippet.match).toBe('防火墙');
    expect(`${hit?.snippet.before}${hit?.snippet.match}${hit?.snippet.after}`).toContain('以及防火墙。');
  });

  it('needs every word, ignores case and ranks a heading above body text', () => {
    expect(searchDocs(index, 'mqtt').map((hit) => hit.id)).toEqual(['外部-mqtt-broker', 'mqtt']);
    expect(searchDocs(index, 'MQTT mosquitto').map((hit) => hit.id)).toEqual(['外部-mqtt-broker']);
    expect(searchDocs(index, 'mqtt 不存在的词')).toEqual([]);
  });

  it('finds nothing for an empty query and bounds the result count', () => {
    expect(searchDocs(index, '   ')).toEqual([]);
    expect(searchDocs(index, 'm', 1)).toHaveLength(1);
  });
});
