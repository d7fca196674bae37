import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { MessageRecordsTable } from '../src/db/schema.ts';

/** A message as the robot plugin's 消息回调 posts it (handlers/on-callback-message.js). */
export function pluginBody(
  message: Record<string, unknown> = {},
  robotInfo: unknown = { wxid: 'wxid_robot', name: '小秘书' },
) {
  return {
    robotInfo,
    message: {
      conversionId: '20001@chatroom',
      conversionName: '产品讨论群',
      isRoom: true,
      chatName: '张三',
      chatId: 'wxid_zhangsan',
      chatAlias: '老张',
      chatUserWeixin: 'zhangsan88',
      isMyself: false,
      isMention: false,
      time: 1_764_000_000,
      type: '文字',
      content: '明天下午开产品评审会',
      ...message,
    },
  };
}

/**
 * `message_records` rows of the user written straight to the table (as rows stored before any cap, and far
 * faster than the ingest URL): 张三's text '你好' in 产品讨论群 at epoch 0, but for what each row sets.
 */
export async function seedRows(
  app: FastifyInstance,
  userId: string,
  rows: readonly Partial<Insertable<MessageRecordsTable>>[],
) {
  const base = {
    user_id: userId,
    robot_wxid: 'wxid_robot',
    conversation_id: '20001@chatroom',
    conversation_name: '产品讨论群',
    is_room: 1,
    sender_id: 'wxid_zhangsan',
    sender_name: '张三',
    sender_alias: '',
    sender_weixin: '',
    is_myself: 0,
    is_mention: 0,
    type: '文字',
    sent_at: 0,
    content: '你好',
    url: '',
    media_info: null,
    created_at: Date.now(),
  };
  for (let i = 0; i < rows.length; i += 200) {
    await app.db.kysely
      .insertInto('message_records')
      .values(rows.slice(i, i + 200).map((r) => ({ ...base, ...r })))
      .execute();
  }
}
