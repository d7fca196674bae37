import type { TableColumn } from '@weassit/ui';
import type { ConfigListRow } from '../../../kit/config-list/ConfigListEditor';
import { messageLine, summarizeMessages } from '../../../kit/config-list/message-summary';
import type { ConfigListApi } from '../../../lib/config-list-api';
import { useMessageSummaryMessages } from '../../../lib/i18n/console/kit-message-summary';
import { ScheduleTasksPage, summaryCell } from '../ScheduleTasksPage';
import type { ScheduleTask } from '../schedule-task';
import { useCustomTaskMessages } from './messages';

/** 素材定时发送 (`roomTaskSchedule`): typed texts and library materials, in order, to a group or a friend. */
export function CustomTasksPage({ api, now }: { api?: ConfigListApi; now?: Date }) {
  const t = useCustomTaskMessages();
  const summary = useMessageSummaryMessages();
  const contentsOf = (task: ScheduleTask) => (Array.isArray(task.contents) ? task.contents : []);
  const columns: TableColumn<ConfigListRow<ScheduleTask>>[] = [
    {
      key: 'contents',
      title: t.columns.contents,
      render: ({ item }) => summaryCell(summarizeMessages(contentsOf(item), summary)),
    },
  ];
  return (
    <ScheduleTasksPage
      kind="custom"
      texts={t}
      columns={columns}
      api={api}
      now={now}
      batch={{ taskType: 'custom', singleTitle: t.singleTitle }}
      searchTexts={(task) => contentsOf(task).map((item) => messageLine(item, summary))}
    />
  );
}
