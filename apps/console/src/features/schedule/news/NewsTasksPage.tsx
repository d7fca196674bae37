import { BATCH_NEWS_NUM_DEFAULT } from '@weassit/contract';
import type { TableColumn } from '@weassit/ui';
import type { ConfigListRow } from '../../../kit/config-list/ConfigListEditor';
import type { ConfigListApi } from '../../../lib/config-list-api';
import { ScheduleTasksPage, summaryCell } from '../ScheduleTasksPage';
import { newsCategoryName, type ScheduleTask } from '../schedule-task';
import { useNewsTaskMessages } from './messages';
import { useNewsChannels } from './news-channels';

/** 新闻资讯 (`roomNewsSchedule`): the latest news of a category, to a group or a friend. */
export function NewsTasksPage({ api, now }: { api?: ConfigListApi; now?: Date }) {
  const t = useNewsTaskMessages();
  const channels = useNewsChannels();
  // The category by name once the categories are in; by id when they did not load or the id is unknown.
  const category = (task: ScheduleTask) =>
    newsCategoryName(task.sortId, channels) || (channels === undefined ? '' : String(task.sortId ?? ''));
  const columns: TableColumn<ConfigListRow<ScheduleTask>>[] = [
    { key: 'category', title: t.columns.category, width: 110, render: ({ item }) => category(item) },
    { key: 'num', title: t.columns.num, width: 70, render: ({ item }) => String(item.num ?? BATCH_NEWS_NUM_DEFAULT) },
    { key: 'endWord', title: t.endWord, render: ({ item }) => summaryCell(item.endWord) },
  ];
  return (
    <ScheduleTasksPage
      kind="news"
      texts={t}
      columns={columns}
      api={api}
      now={now}
      batch={{ taskType: 'news', singleTitle: t.singleTitle }}
      searchTexts={(task) => [newsCategoryName(task.sortId, channels)]}
    />
  );
}
