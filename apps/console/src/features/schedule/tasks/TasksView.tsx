import type { Reminder } from '@weassit/contract';
import { Badge, Button, type TableColumn } from '@weassit/ui';
import { useAtomValue } from 'jotai';
import { ListPage } from '../../../kit/list/ListPage';
import { type PageLoader, usePagedList } from '../../../kit/list/use-paged-list';
import { useRemove } from '../../../kit/list/use-remove';
import { useConsoleMessages } from '../../../lib/i18n/console/catalogues';
import { format } from '../../../lib/i18n/format';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { localeAtom } from '../../../lib/i18n/messages';
import { useScheduleMessages } from './messages';
import { reminderBadge, reminderTime } from './reminder-time';
import * as styles from './TasksView.css';

export interface TasksViewProps {
  /** `GET /api/wechat/tasks`. */
  load: PageLoader<Reminder>;
  /** `GET /api/wechat/remove/task`; resolves once deleted. */
  onRemove: (reminder: Reminder) => Promise<void>;
}

/** A short excerpt of a reminder's content for the delete button's name. */
const excerpt = (text: string) => (text.length > 20 ? `${text.slice(0, 20)}…` : text);

/**
 * 提醒任务: the reminders chat users set through the robot (提醒 …), with their target, time (a cron when
 * looping), status and creation time; 删除 asks first, then refreshes the page.
 */
export function TasksView({ load, onRemove }: TasksViewProps) {
  const messages = useConsoleMessages();
  const t = useScheduleMessages();
  const locale = useAtomValue(localeAtom);
  const list = usePagedList(load);

  const removeRow = useRemove(onRemove, list.reload);
  const remove = (reminder: Reminder) =>
    removeRow(reminder, {
      title: t.removeTitle,
      message: format(t.removeConfirm, { subscribe: reminder.subscribe }),
      confirmLabel: t.remove,
      removed: t.removed,
    });

  const columns: TableColumn<Reminder>[] = [
    { key: 'setter', title: t.setter },
    { key: 'subscribe', title: t.subscribe, isRowHeader: true },
    {
      key: 'time',
      title: t.time,
      render: (reminder) => {
        const time = reminderTime(reminder);
        return time.kind === 'cron' ? <code className={styles.cron}>{time.text}</code> : time.text;
      },
    },
    { key: 'isLoop', title: t.loop, width: 70, render: (reminder) => (reminder.isLoop ? t.yes : t.no) },
    {
      key: 'content',
      title: t.taskContent,
      render: (reminder) => <span className={styles.content}>{reminder.content}</span>,
    },
    {
      key: 'status',
      title: t.status,
      width: 96,
      render: (reminder) => {
        const badge = reminderBadge(reminder.status);
        return <Badge variant={badge.variant}>{t[badge.label]}</Badge>;
      },
    },
    { key: 'createdAt', title: t.createdAt, render: (reminder) => formatDateTime(reminder.createdAt, locale) },
    {
      key: 'actions',
      title: t.actions,
      width: 90,
      align: 'end',
      render: (reminder) => (
        <Button
          size="sm"
          variant="danger"
          aria-label={format(t.removeLabel, { content: excerpt(reminder.content) || reminder.subscribe })}
          onPress={() => void remove(reminder)}
        >
          {t.remove}
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      title={messages.routes.tasks ?? ''}
      list={list}
      aria-label={t.taskTable}
      columns={columns}
      getRowKey={(reminder) => reminder.id}
      empty={{ title: t.noTasks, description: t.noTasksDescription }}
      minWidth={900}
    />
  );
}
