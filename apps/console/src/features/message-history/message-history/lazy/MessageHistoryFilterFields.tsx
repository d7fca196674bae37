import { MESSAGE_TYPES } from '@weassit/contract';
import { Checkbox, Select, Tag, TagGroup, TextField } from '@weassit/ui';
import { format } from '../../../../lib/i18n/format';
import type { MessageHistoryFilters } from '../message-history-filters';
import { useMessageHistoryMessages } from '../messages';
import * as styles from './MessageHistoryFilterFields.css';

export interface MessageHistoryFilterFieldsProps {
  filters: MessageHistoryFilters;
  /** New filter values (the list goes back to page 1). */
  onFilter: (filters: Partial<MessageHistoryFilters>) => void;
  /** The chosen conversation's name for its chip. */
  chatName: string;
}

/** A select's "no filter" choice (a key cannot be empty). */
const ALL = 'all';

/**
 * The 消息记录 filters beside the search box: 会话 (groups/private), 类型, a period, 只看机器人发出的 and the chosen
 * conversation as a removable chip. A chunk of its own (the select's popover, the tag group): the list shows
 * without waiting for it.
 */
export default function MessageHistoryFilterFields({ filters, onFilter, chatName }: MessageHistoryFilterFieldsProps) {
  const t = useMessageHistoryMessages();
  return (
    <>
      <Select
        className={styles.field}
        label={t.chatKind}
        items={[
          { id: ALL, label: t.chatKinds.all },
          { id: '1', label: t.chatKinds.room },
          { id: '0', label: t.chatKinds.friend },
        ]}
        value={filters.isRoom || ALL}
        onChange={(key) => onFilter({ isRoom: key === ALL ? '' : String(key) })}
      />
      <Select
        className={styles.field}
        label={t.type}
        items={[{ id: ALL, label: t.allTypes }, ...MESSAGE_TYPES.map((type) => ({ id: type, label: type }))]}
        value={filters.type || ALL}
        onChange={(key) => onFilter({ type: key === ALL ? '' : String(key) })}
      />
      <TextField
        className={styles.field}
        type="date"
        label={t.startDate}
        value={filters.startDate}
        onChange={(startDate) => onFilter({ startDate })}
      />
      <TextField
        className={styles.field}
        type="date"
        label={t.endDate}
        value={filters.endDate}
        onChange={(endDate) => onFilter({ endDate })}
      />
      <Checkbox isSelected={filters.isMyself === '1'} onChange={(on) => onFilter({ isMyself: on ? '1' : '' })}>
        {t.fromRobot}
      </Checkbox>
      {filters.chatId && (
        <TagGroup aria-label={t.chatFilter} onRemove={() => onFilter({ chatId: '' })}>
          <Tag id="chat" removeLabel={t.removeChat}>
            {format(t.chatChip, { name: chatName || filters.chatId })}
          </Tag>
        </TagGroup>
      )}
    </>
  );
}
