import { splitPage } from '../../lib/lazy-page';

/** The schedule area's pages, each in a chunk of its own (a first visit loads one list). */
export const pages = {
  customContent: splitPage(() => import('./pages/CustomContentPage').then((module) => module.CustomContentPage)),
  day: splitPage(() => import('./pages/DayTasksPage').then((module) => module.DayTasksPage)),
  countdown: splitPage(() => import('./pages/CountdownTasksPage').then((module) => module.CountdownTasksPage)),
  scheduleCustom: splitPage(() => import('./pages/CustomTasksPage').then((module) => module.CustomTasksPage)),
  news: splitPage(() => import('./pages/NewsTasksPage').then((module) => module.NewsTasksPage)),
  tasks: splitPage(() => import('./pages/TasksPage').then((module) => module.TasksPage)),
};
