import type { Kysely } from 'kysely';
import type { Migration } from './types.ts';

/**
 * The robot's friends and groups as it last uploaded them, one row per (user, wxid): the robot re-sends its
 * lists without clearing first after a restart, so uploads upsert. The name/topic indexes carry the listed
 * columns too, so listing everything (the target pickers, 20 000 entries) and searching read the index only.
 * PostgreSQL caps a btree entry at ~2700 bytes: the contract's caps (name/alias 256 chars, wxid 128) keep even
 * 4-byte characters under it; raise them only with that in mind.
 */
export const contacts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('friends')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('wxid', 'text', (c) => c.notNull())
      .addColumn('robot_wxid', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('alias', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('weixin', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('friends_pk', ['user_id', 'wxid'])
      .execute();
    await db.schema
      .createIndex('friends_user_name')
      .on('friends')
      .columns(['user_id', 'name', 'wxid', 'alias'])
      .execute();

    await db.schema
      .createTable('rooms')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('wxid', 'text', (c) => c.notNull())
      .addColumn('robot_wxid', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('topic', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('owner_id', 'text', (c) => c.notNull().defaultTo(''))
      /** Comma-joined wxids, as the robot sends them. */
      .addColumn('admin_ids', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('rooms_pk', ['user_id', 'wxid'])
      .execute();
    await db.schema.createIndex('rooms_user_topic').on('rooms').columns(['user_id', 'topic', 'wxid']).execute();
  },
};
