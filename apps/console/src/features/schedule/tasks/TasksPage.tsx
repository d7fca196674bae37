import type { Reminder } from '@weassit/contract';
import { getReminders } from './get-reminders';
import { removeReminder } from './remove-reminder';
import { TasksView } from './TasksView';

const remove = async (reminder: Reminder) => {
  await removeReminder(reminder.id);
};

/** The reminder list wired to the console API. */
export function TasksPage() {
  return <TasksView load={getReminders} onRemove={remove} />;
}
