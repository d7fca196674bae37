import { Badge, type TableColumn } from '@weassit/ui';
import { ConfigListEditor, type ConfigListRow } from '../../../kit/config-list/ConfigListEditor';
import * as styles from '../../../kit/config-list/ConfigListEditor.css';
import type { LazyConfigItemForm } from '../../../kit/config-list/item-form';
import { keywordRuleColumns } from '../../../kit/config-list/KeywordChips';
import { describeRule } from '../../../kit/config-list/keyword-rule';
import { summarizeMessages } from '../../../kit/config-list/message-summary';
import { useConfigList } from '../../../kit/config-list/use-config-list';
import type { ConfigListApi } from '../../../lib/config-list-api';
import { useMessageSummaryMessages } from '../../../lib/i18n/console/kit-message-summary';
import { format } from '../../../lib/i18n/format';
import { trackLoad } from '../../../lib/lazy-page';
import { useRoomTopics } from '../../../lib/room-topics';
import type { RoomJoinRuleField, RoomJoinRuleValues } from './lazy/room-join-rule-form';
import { useRoomJoinMessages } from './messages';
import * as pageStyles from './RoomJoinPage.css';
import { isRoomMissing, matchesRoomJoinRule, type RoomJoinRule } from './room-join-rule';

/** The rule's form (fields, mappers, checks) loads with the dialog, not with the list. */
const loadRoomJoinForm = () => trackLoad(import('./lazy/RoomJoinRuleForm'));

/**
 * 关键词进群 (`roomJoinKeywords`): keyword rules that invite a contact to a group, the first matching rule first; a
 * rule whose group the robot does not have is flagged.
 */
export function RoomJoinPage({ api }: { api?: ConfigListApi }) {
  const t = useRoomJoinMessages();
  const summary = useMessageSummaryMessages();
  const list = useConfigList<RoomJoinRule>('roomJoinKeywords', api);
  const topics = useRoomTopics();

  const columns: TableColumn<ConfigListRow<RoomJoinRule>>[] = [
    ...keywordRuleColumns<RoomJoinRule>(t.columns),
    {
      key: 'roomName',
      title: t.columns.roomName,
      render: ({ item }) => (
        <span className={pageStyles.room}>
          {item.roomName ?? ''}
          {isRoomMissing(item.roomName, topics) && (
            <Badge variant="warning" title={format(t.roomMissing, { name: item.roomName ?? '' })}>
              {t.roomMissingShort}
            </Badge>
          )}
        </span>
      ),
    },
    {
      key: 'reply',
      title: t.columns.reply,
      render: ({ item }) => <span className={styles.summary}>{summarizeMessages(item.replys, summary)}</span>,
    },
    {
      key: 'welcome',
      title: t.columns.welcome,
      render: ({ item }) => <span className={styles.summary}>{summarizeMessages(item.welcomes, summary)}</span>,
    },
  ];

  const form: LazyConfigItemForm<RoomJoinRule, RoomJoinRuleValues, RoomJoinRuleField> = {
    load: () => loadRoomJoinForm().then((module) => module.roomJoinItemForm(t, topics)),
    size: 'lg',
  };

  return (
    <ConfigListEditor
      list={list}
      texts={t}
      description={t.description}
      columns={columns}
      describe={describeRule}
      matches={matchesRoomJoinRule}
      form={form}
    />
  );
}
