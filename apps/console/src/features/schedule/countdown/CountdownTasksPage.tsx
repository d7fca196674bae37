import type { TableColumn } from '@weassit/ui';
import type { ConfigListRow } from '../../../kit/config-list/ConfigListEditor';
import type { ConfigListApi } from '../../../lib/config-list-api';
import { ScheduleTasksPage, summaryCell } from '../ScheduleTasksPage';
import type { ScheduleTask } from '../schedule-task';
import { useCountdownTaskMessages } from './messages';

/** 倒计时 (`countDownTaskSchedule`): how many days are left until a date, to a friend or a group. */
export function CountdownTasksPage({ api, now }: { api?: ConfigListApi; now?: Date }) {
  const t = useCountdownTaskMessages();
  const columns: TableColumn<ConfigListRow<ScheduleTask>>[] = [
    { key: 'prefix', title: t.columns.prefix, render: ({ item }) => summaryCell(item.prefix) },
    { key: 'memorialDay', title: t.columns.memorialDay, width: 120, render: ({ item }) => item.memorialDay ?? '' },
  ];
  return <ScheduleTasksPage kind="countdown" texts={t} columns={columns} api={api} now={now} />;
}
