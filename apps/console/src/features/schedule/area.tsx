import { splitPage } from '../../lib/lazy-page';

/** The schedule area's pages, each in a chunk of its own (a first visit loads one list). */
export const pages = {
  // On one line (a shorter parameter name): scripts/bench-bundle.mjs finds a route's page on its key's line.
  customContent: splitPage(() => import('./custom-content/CustomContentPage').then((page) => page.CustomContentPage)),
  day: splitPage(() => import('./day/DayTasksPage').then((module) => module.DayTasksPage)),
  countdown: splitPage(() => import('./countdown/CountdownTasksPage').then((module) => module.CountdownTasksPage)),
  scheduleCustom: splitPage(() => import('./custom/CustomTasksPage').then((module) => module.CustomTasksPage)),
  news: splitPage(() => import('./news/NewsTasksPage').then((module) => module.NewsTasksPage)),
  tasks: splitPage(() => import('./tasks/TasksPage').then((module) => module.TasksPage)),
};
