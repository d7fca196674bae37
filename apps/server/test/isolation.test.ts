import { ErrorCode } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { bearer, signupAndLogin } from './accounts-helper.ts';
import { build } from './helper.ts';

/** Every logged-in endpoint, with a body where it needs one. */
const ENDPOINTS: { method: 'GET' | 'POST'; url: string; body?: object }[] = [
  { method: 'POST', url: '/v1/api/user/info', body: {} },
  { method: 'GET', url: '/v1/api/wechat/config' },
  { method: 'POST', url: '/v1/api/wechat/config/update', body: { config: '{}', version: 1 } },
  { method: 'POST', url: '/v1/api/wechat/worker/setverifycode', body: { verifyCode: '123456' } },
  { method: 'GET', url: '/v1/api/wechat/status' },
  { method: 'POST', url: '/v1/api/wechat/clear', body: {} },
  { method: 'GET', url: '/v1/api/apiauth/get' },
  { method: 'GET', url: '/v1/api/apiauth/reset' },
  { method: 'POST', url: '/v1/api/feedback', body: { content: '反馈' } },
  { method: 'GET', url: '/v1/api/promot_store' },
  { method: 'GET', url: '/v1/api/promot_store/getall' },
  { method: 'POST', url: '/v1/api/promot_store', body: { name: '角色', content: '设定' } },
  { method: 'GET', url: '/v1/api/common/message' },
  { method: 'GET', url: '/v1/api/wechat/friend' },
  { method: 'GET', url: '/v1/api/wechat/room' },
  { method: 'GET', url: '/v1/api/wechat/allfriend' },
  { method: 'GET', url: '/v1/api/wechat/allroom' },
  { method: 'GET', url: '/v1/api/wechat/search?type=name&word=a' },
  { method: 'GET', url: '/v1/api/wechat/room_related?name=a' },
  { method: 'GET', url: '/v1/api/wechat/friend_related?name=a' },
  { method: 'GET', url: '/v1/api/wechat/tasks' },
  { method: 'GET', url: '/v1/api/wechat/remove/task?id=x' },
  { method: 'POST', url: '/v1/api/ws/room/say', body: { wxid: 'r@chatroom', message: { type: 1, content: 'x' } } },
  { method: 'POST', url: '/v1/api/ws/contact/say', body: { name: 'x', message: { type: 1, content: 'x' } } },
  {
    method: 'POST',
    url: '/v1/api/ws/messages',
    body: { target: 'Room', groups: [{ wxid: 'r@chatroom' }], messages: [{ type: 1, content: 'x' }] },
  },
  { method: 'POST', url: '/v1/api/ws/event', body: { target: 'system', event: 'updateConfig' } },
  { method: 'POST', url: '/v1/api/logout', body: {} },
];

describe('tenant isolation', () => {
  it.each(ENDPOINTS)("refuses $method $url with another user's id, and changes nothing of theirs", async (endpoint) => {
    const app = await build();
    const alice = await signupAndLogin(app);
    const bob = await signupAndLogin(app);
    await app.inject({
      method: 'POST',
      url: '/v1/api/wechat/config/update',
      headers: bearer(alice),
      payload: { config: '{"defaultReply":"alice"}' },
    });
    const before = await app.db.kysely.selectFrom('robot_configs').selectAll().execute();

    const inQuery = await app.inject({
      method: endpoint.method,
      url: `${endpoint.url}${endpoint.url.includes('?') ? '&' : '?'}userId=${alice.userId}`,
      headers: bearer(bob),
      ...(endpoint.body ? { payload: endpoint.body } : {}),
    });
    expect(inQuery.json()).toMatchObject({ code: ErrorCode.FORBIDDEN, data: null });
    if (endpoint.body) {
      const inBody = await app.inject({
        method: endpoint.method,
        url: endpoint.url,
        headers: bearer(bob),
        payload: { ...endpoint.body, userId: alice.userId },
      });
      expect(inBody.json()).toMatchObject({ code: ErrorCode.FORBIDDEN, data: null });
    }
    expect(await app.db.kysely.selectFrom('robot_configs').selectAll().execute()).toEqual(before);
    expect((await app.inject({ method: 'POST', url: '/v1/api/user/info', headers: bearer(alice) })).json().code).toBe(
      0,
    );
  });
});
