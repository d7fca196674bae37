import type { Kysely } from 'kysely';
import type { Migration } from './types.ts';

/** Built-in preset roles everyone can use (user_id null). */
export const BUILT_IN_ROLES = [
  { id: 'builtin-assistant', name: '智能助手', content: '你是一个乐于助人的中文智能助手，回答简洁、准确、有礼貌。' },
  {
    id: 'builtin-service',
    name: '客服专员',
    content: '你是一名耐心的在线客服，先确认用户的问题，再给出清晰的解决步骤；无法解决时引导用户联系人工客服。',
  },
  {
    id: 'builtin-translator',
    name: '中英翻译',
    content: '你是专业的中英互译助手：用户发中文就译成英文，发英文就译成中文，只输出译文。',
  },
  {
    id: 'builtin-copywriter',
    name: '文案写手',
    content: '你是一名社群运营文案写手，根据用户给出的主题写出简短、有感染力的群发文案。',
  },
];

/** Preset roles (the prompt store), the custom centre's config per user, and dashboard notices. */
export const content: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('preset_roles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('preset_roles_user').on('preset_roles').columns(['user_id', 'created_at']).execute();
    const now = Date.now();
    await db
      .insertInto('preset_roles' as never)
      .values(BUILT_IN_ROLES.map((r) => ({ ...r, user_id: null, created_at: now, updated_at: now })) as never)
      .execute();

    await db.schema
      .createTable('custom_configs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('config', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('notices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
