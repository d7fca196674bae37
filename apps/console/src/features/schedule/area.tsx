import { comingSoonPages } from '../../components/ComingSoon/ComingSoon';
import { splitPage } from '../../lib/lazy-page';

/** The schedule area's pages, each in a chunk of its own (a first visit loads one list); the rest placeholders. */
export const pages = {
  ...comingSoonPages(['customContent', 'scheduleCustom', 'news']),
  day: splitPage(() => import('./pages/DayTasksPage').then((module) => module.DayTasksPage)),
  countdown: splitPage(() => import('./pages/CountdownTasksPage').then((module) => module.CountdownTasksPage)),
  tasks: splitPage(() => import('./pages/TasksPage').then((module) => module.TasksPage)),
};
