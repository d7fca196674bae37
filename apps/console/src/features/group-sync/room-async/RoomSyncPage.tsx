import { Badge, type TableColumn } from '@weassit/ui';
import { useAtomValue } from 'jotai';
import { Fragment } from 'react';
import { ConfigListEditor, type ConfigListRow } from '../../../kit/config-list/ConfigListEditor';
import type { LazyConfigItemForm } from '../../../kit/config-list/item-form';
import { useConfigList } from '../../../kit/config-list/use-config-list';
import type { ConfigListApi } from '../../../lib/config-list-api';
import { format } from '../../../lib/i18n/format';
import { localeAtom } from '../../../lib/i18n/messages';
import { trackLoad } from '../../../lib/lazy-page';
import { useRoomTopics } from '../../../lib/room-topics';
import type { RoomSyncField, RoomSyncValues } from './lazy/room-sync-rule-form';
import { type RoomSyncMessages, useRoomSyncMessages } from './messages';
import * as styles from './RoomSyncPage.css';
import {
  groupsOf,
  matchesRoomSyncRule,
  missingTopics,
  type RoomSyncRule,
  syncFlow,
  syncForwardLabel,
  syncModeLabel,
} from './room-sync-rule';

/** The rule's form (fields, mappers, checks) loads with the dialog, not with the list. */
const loadRoomSyncForm = () => trackLoad(import('./lazy/RoomSyncRuleForm'));

/** Group names separated by 、, each one the robot's list lacks flagged. */
function GroupNames({
  names,
  topics,
  t,
}: {
  names: readonly string[];
  topics: ReadonlySet<string> | undefined;
  t: RoomSyncMessages;
}) {
  const missing = new Set(missingTopics(names, topics));
  return names.map((name, index) => (
    <Fragment key={name}>
      <span>
        {name}
        {index < names.length - 1 && t.separator}
      </span>
      {missing.has(name) && (
        <Badge variant="warning" title={format(t.topicMissing, { name })}>
          {t.topicMissingShort}
        </Badge>
      )}
    </Fragment>
  ));
}

/**
 * 多群消息同步 (`roomAsyncList`, vip): rules that copy the messages of some groups to others, read at a glance as
 * “from → to”; a group the robot's list does not have is flagged (the robot finds groups by exact topic).
 */
export function RoomSyncPage({ api }: { api?: ConfigListApi }) {
  const t = useRoomSyncMessages();
  const locale = useAtomValue(localeAtom);
  const list = useConfigList<RoomSyncRule>('roomAsyncList', api);
  const topics = useRoomTopics();

  const columns: TableColumn<ConfigListRow<RoomSyncRule>>[] = [
    { key: 'model', title: t.columns.model, render: ({ item }) => syncModeLabel(item.model) },
    {
      key: 'groups',
      title: t.columns.groups,
      render: ({ item }) => {
        const flow = syncFlow(item);
        if ('peers' in flow) {
          return (
            <span className={styles.flow}>
              <GroupNames names={flow.peers} topics={topics} t={t} />
              <span className={styles.arrow}>{t.peers}</span>
            </span>
          );
        }
        return (
          <span className={styles.flow}>
            <GroupNames names={flow.from} topics={topics} t={t} />
            <span className={styles.arrow} role="img" aria-label={t.to}>
              →
            </span>
            <GroupNames names={flow.to} topics={topics} t={t} />
          </span>
        );
      },
    },
    { key: 'forward', title: t.columns.forward, render: ({ item }) => syncForwardLabel(item.forward) },
  ];

  const form: LazyConfigItemForm<RoomSyncRule, RoomSyncValues, RoomSyncField> = {
    load: () => loadRoomSyncForm().then((module) => module.roomSyncItemForm(locale, topics)),
    size: 'lg',
  };

  return (
    <ConfigListEditor
      list={list}
      texts={t}
      description={t.description}
      columns={columns}
      describe={(rule) =>
        format(t.describeRule, { mode: syncModeLabel(rule.model), groups: groupsOf(rule).join(t.separator) })
      }
      matches={matchesRoomSyncRule}
      form={form}
    />
  );
}
