import type { TableColumn } from '@weassit/ui';
import type { ConfigListRow } from '../../../kit/config-list/ConfigListEditor';
import type { ConfigListApi } from '../../../lib/config-list-api';
import { ScheduleTasksPage, summaryCell } from '../ScheduleTasksPage';
import type { ScheduleTask } from '../schedule-task';
import { useDayTaskMessages } from './messages';

/** 每日说 (`dayTaskSchedule`): a daily greeting to a friend or a group. */
export function DayTasksPage({ api, now }: { api?: ConfigListApi; now?: Date }) {
  const t = useDayTaskMessages();
  const columns: TableColumn<ConfigListRow<ScheduleTask>>[] = [
    { key: 'city', title: t.columns.city, width: 90, render: ({ item }) => item.city ?? '' },
    { key: 'memorialDay', title: t.columns.memorialDay, width: 120, render: ({ item }) => item.memorialDay ?? '' },
    { key: 'endWord', title: t.endWord, render: ({ item }) => summaryCell(item.endWord) },
  ];
  return <ScheduleTasksPage kind="day" texts={t} columns={columns} api={api} now={now} />;
}
