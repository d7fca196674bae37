/**
 * 消息记录 fed by the unmodified upstream plugin: switching it on makes the ingest URL and points the config's
 * 消息回调 (`conversationRecord`, its headers and extra data kept) at it, and what mock contacts say (and what the robot answers) shows up in the
 * console's list and search. Run with `npm run test:robot -- tests/robot-compat/message-history.test.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RobotWorld, startRobotWorld } from './harness.ts';

interface Page {
  count: number;
  list: {
    conversationName: string;
    isRoom: boolean;
    senderName: string;
    isMyself: boolean;
    type: string;
    content: string;
  }[];
}

let world: RobotWorld;

beforeAll(async () => {
  world = await startRobotWorld({
    prepare: async ({ api }) => {
      // 消息回调's own settings first; switching 消息记录 on then writes `open` and `customUrl` beside them.
      const conversationRecord = {
        timeout: 10,
        header: [{ key: 'x-source', value: 'robot' }],
        moreData: [{ key: 'source', value: 'crm' }],
      };
      const replyKeywords = [
        { keywords: ['你好'], reg: 1, needAt: 0, scope: 'all', replys: [{ type: 1, content: '你好呀，我是小秘书' }] },
      ];
      const saved = await api('/wechat/config/update', {
        config: JSON.stringify({ conversationRecord, replyKeywords }),
      });
      expect(saved).toMatchObject({ code: 0 });
      const link = await api<{ url: string }>('/message_history/link', {});
      expect(link).toMatchObject({ code: 0 });
    },
  });
  await world.ready();
});

afterAll(async () => {
  await world?.stop();
});

const search = (query: string) => world.api<Page>(`/message_history?pageSize=100&${query}`);

describe('message history from the real plugin', () => {
  it('stores what contacts say and what the robot answers, and finds it by Chinese words', async () => {
    world.command({ cmd: 'say', from: '张三', text: '你好，明天开产品评审会' });
    await world.sent('张三', '你好呀，我是小秘书');
    // The plugin posts its records in the background: on a busy machine that can take longer than the default 20 s.
    const page = await world.until(
      'the message and the answer in the history',
      async () => {
        const p = (await search('')).data;
        return p.list.some((m) => m.isMyself) && p.list.some((m) => !m.isMyself) ? p : undefined;
      },
      60_000,
    );
    expect(page.list).toContainEqual(
      expect.objectContaining({
        isRoom: false,
        senderName: '张三',
        isMyself: false,
        type: '文字',
        content: '你好，明天开产品评审会',
      }),
    );
    expect(page.list).toContainEqual(
      expect.objectContaining({ isMyself: true, type: '文字', content: '你好呀，我是小秘书' }),
    );
    expect((await search(`word=${encodeURIComponent('评审')}`)).data.list.map((m) => m.content)).toEqual([
      '你好，明天开产品评审会',
    ]);
    expect((await search(`word=${encodeURIComponent('产品评审会')}`)).data.count).toBe(1);
    expect((await search('isMyself=1')).data.list.map((m) => m.content)).toEqual(['你好呀，我是小秘书']);
  }, 120_000);
});
