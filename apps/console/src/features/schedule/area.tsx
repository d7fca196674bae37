import { comingSoonPages } from '../../components/ComingSoon/ComingSoon';
import { TasksPage } from './pages/TasksPage';

/** The schedule area's chunk: the reminder list; the other schedule pages are still placeholders. */
export const pages = {
  ...comingSoonPages(['day', 'customContent', 'countdown', 'scheduleCustom', 'news']),
  tasks: TasksPage,
};
