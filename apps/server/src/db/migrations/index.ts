import { appMeta } from './0001-app-meta.ts';
import { accounts } from './0002-accounts.ts';
import { robotConfigs } from './0003-robot-configs.ts';
import { accountExtras } from './0004-account-extras.ts';
import { content } from './0005-content.ts';
import { materials } from './0006-materials.ts';
import { contacts } from './0007-contacts.ts';
import { reminders } from './0008-reminders.ts';
import { robotState } from './0010-robot-state.ts';
import { uploads } from './0011-uploads.ts';
import { accountSecurity } from './0012-account-security.ts';
import { gptConfigs } from './0013-gpt-configs.ts';
import { bulkSends } from './0014-bulk-sends.ts';
import { rssFeeds } from './0015-rss-feeds.ts';
import { batchTasks } from './0016-batch-tasks.ts';
import { messageHistory } from './0017-message-history.ts';
import { robotOnline } from './0018-robot-online.ts';
import { messageRecordSize } from './0019-message-record-size.ts';
import type { Migration } from './types.ts';

/**
 * Every migration, in order. Names sort lexically and are recorded in `kysely_migration`: never rename or
 * reorder a shipped one; add a new one at the end.
 */
export const migrations: Record<string, Migration> = {
  '0001-app-meta': appMeta,
  '0002-accounts': accounts,
  '0003-robot-configs': robotConfigs,
  '0004-account-extras': accountExtras,
  '0005-content': content,
  '0006-materials': materials,
  '0007-contacts': contacts,
  '0008-reminders': reminders,
  '0010-robot-state': robotState,
  '0011-uploads': uploads,
  '0012-account-security': accountSecurity,
  '0013-gpt-configs': gptConfigs,
  '0014-bulk-sends': bulkSends,
  '0015-rss-feeds': rssFeeds,
  '0016-batch-tasks': batchTasks,
  '0017-message-history': messageHistory,
  '0018-robot-online': robotOnline,
  '0019-message-record-size': messageRecordSize,
};
