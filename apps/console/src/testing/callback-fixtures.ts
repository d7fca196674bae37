import { BUILT_IN_EVENTS, type CallbackTestResult } from '@weassit/contract';
import type { ConfigListItem } from '../lib/config-list-api';
import type { ApiAnswer } from './api-fetch-mock';

/** Two 回调事件 rules: a custom address with a parameter, and a built-in event. */
export const callbackRulesFixture: ConfigListItem[] = [
  {
    keywords: ['天气'],
    reg: 1,
    scope: 'all',
    needAt: 1,
    type: 100,
    customUrl: 'https://api.example.com/weather',
    timeout: 30,
    moreData: [{ key: 'city', value: '上海' }],
  },
  { keywords: ['情话'], reg: 2, scope: 'friend', needAt: 0, type: 1, postUrl: 'sweetword', moreData: [] },
];

/** The address the stories' fake server answers in the documented structure; any other answers badly. */
export const DOCUMENTED_CALLBACK_URL = 'https://api.example.com/ok';

const sample = (body: { word?: string; moreData?: { key: string; value: string }[] }) => ({
  uid: 'wxid_weassit_test',
  uname: '测试用户',
  roomId: '',
  roomName: '',
  isMention: 0,
  word: body.word || '测试',
  timestamp: 1_764_000_000,
  ...Object.fromEntries((body.moreData ?? []).map((p) => [p.key, p.value])),
});

/** The calls of the 回调事件 dialog (fetch level): the built-in events, and a test call as the server answers it. */
export const callbackApiRoutes: Record<string, ApiAnswer> = {
  '/api/common/callapi': () => ({
    list: BUILT_IN_EVENTS.map((e) => ({ value: e.event, label: e.label, privateOnly: e.privateOnly })),
  }),
  '/api/callback/test': (_url, init): CallbackTestResult => {
    const body = JSON.parse(String(init?.body ?? '{}'));
    const request = sample(body);
    if (body.url === DOCUMENTED_CALLBACK_URL) {
      return {
        status: 'ok',
        message: '符合文档结构：机器人会依次发送 1 条消息',
        request,
        httpStatus: 200,
        body: '{"code":200,"data":[{"type":1,"content":"今天晴，25℃"}]}',
        problems: [],
        replies: 1,
        elapsedMs: 42,
      };
    }
    return {
      status: 'not-documented',
      message: '回调地址有返回，但不符合文档要求的结构',
      request,
      httpStatus: 200,
      body: '{"code":500,"msg":"服务维护中"}',
      problems: ['code 应为 200（实际为 500）：机器人会把 msg 作为文字回复，即“服务维护中”'],
      elapsedMs: 57,
    };
  },
};
