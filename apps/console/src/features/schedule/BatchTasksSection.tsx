import type { BatchTask, BatchTaskType } from '@weassit/contract';
import { Alert } from '@weassit/ui';
import { useAtomValue } from 'jotai';
import { loadRobotTargetOptions } from '../../lib/robot-targets';
import { isVipAtom } from '../../lib/session';
import { useVipGuard } from '../../lib/vip';
import { BatchTasksView } from './BatchTasksView';
import { useBatchTaskMessages } from './batch-task-messages';
import { listBatchTasks, removeBatchTask, runBatchTask, saveBatchTask } from './batch-tasks';

const remove = (task: BatchTask) => removeBatchTask(task.id);
const run = (task: BatchTask) => runBatchTask(task.id);
/** A free user has no batch tasks (the server would refuse the list): nothing to load. */
const none = async (): Promise<BatchTask[]> => [];

export interface BatchTasksSectionProps {
  /** The kind of batch task the page shows and adds. */
  taskType: BatchTaskType;
  /** The moment next runs are counted from (stories freeze it). */
  now?: Date;
}

/**
 * 批量任务 of one kind wired to the console API and the robot's targets. Batch tasks are vip: a free user sees why,
 * and 添加 asks them to become a member.
 */
export function BatchTasksSection({ taskType, now }: BatchTasksSectionProps) {
  const t = useBatchTaskMessages();
  const isVip = useAtomValue(isVipAtom);
  const guard = useVipGuard();
  return (
    <BatchTasksView
      taskType={taskType}
      load={isVip ? listBatchTasks : none}
      onSave={saveBatchTask}
      onRemove={remove}
      onRun={run}
      loadTargets={loadRobotTargetOptions}
      guard={guard}
      notice={isVip ? undefined : <Alert variant="info">{t.vipNotice}</Alert>}
      now={now}
      showLastSent={isVip}
    />
  );
}

/** For LazyBatchTasksSection's chunk. */
export default BatchTasksSection;
