import {
  BATCH_TASK_TYPE_OPTIONS,
  type BatchTask,
  type BatchTaskInput,
  type BatchTaskType,
  type LastSentTarget,
  LIMITS,
  labelOf,
  type TargetKind,
} from '@weassit/contract';
import { Badge, Button, PlusIcon, type TableColumn, type TargetOption } from '@weassit/ui';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { KeywordChips } from '../../kit/config-list/KeywordChips';
import { PagedTable } from '../../kit/list/PagedTable';
import { useEditDialog } from '../../kit/list/use-edit-dialog';
import { useRemove } from '../../kit/list/use-remove';
import { useWholeList } from '../../kit/list/use-whole-list';
import { format } from '../../lib/i18n/format';
import { lazyComponent } from '../../lib/lazy-page';
import { notify } from '../../lib/notify';
import * as styles from './BatchTasksView.css';
import { type BatchTaskMessages, useBatchTaskMessages } from './batch-task-messages';
import { useBatchLastSent } from './use-batch-last-sent';

/** The add/edit dialog, with its widgets (target picker, cron generator, …) and zod, loaded on the first 添加 or 编辑. */
const BatchTaskDialog = lazyComponent(() => import('./lazy/BatchTaskDialog'));

/** The schedule in words with its next runs: the cron libraries follow the list. */
const ScheduleWords = lazy(() => import('./lazy/ScheduleWords'));

export interface BatchTasksViewProps {
  /** The kind of task listed (the others are left out) and added. */
  taskType: BatchTaskType;
  /** `GET /api/batch_tasks`: every task, of all kinds. */
  load: () => Promise<readonly BatchTask[]>;
  /** `POST` (no id) or `PUT /api/batch_tasks/{id}`; resolves once saved. */
  onSave: (input: BatchTaskInput, id?: string) => Promise<void>;
  /** `DELETE /api/batch_tasks/{id}`. */
  onRemove: (task: BatchTask) => Promise<void>;
  /** `POST /api/batch_tasks/{id}/run`: 立即发送. */
  onRun: (task: BatchTask) => Promise<void>;
  /** The robot's groups or friends, for the dialog's target picker. */
  loadTargets: (kind: TargetKind) => Promise<TargetOption[]>;
  /** Runs 添加's action, or asks a free user to become a member instead (lib/vip's useVipGuard). */
  guard?: (action: () => void) => void;
  /** A line under the description (e.g. why a free user sees no tasks). */
  notice?: ReactNode;
  /** The moment next runs are counted from (stories freeze it). */
  now?: Date;
  /** 机器人最近发出 under each task's times (vip: the endpoint is for members). */
  showLastSent?: boolean;
}

/** The named targets 机器人最近发出 asks about (none for all groups or friends: too many to ask). */
const lastSentTargetsOf = (task: BatchTask): LastSentTarget[] =>
  task.isAll ? [] : task.targets.map(({ id, name }) => ({ ...(id ? { id } : {}), name, isRoom: task.type === 'room' }));

/** The dialog edits the task it was opened on, or starts from the one 复制 copies; empty when adding. */
interface DialogSubject {
  task?: BatchTask;
}

/** The task's name, else its kind and targets: for the row's buttons and the delete question. */
export function describeBatchTask(task: BatchTask, t: BatchTaskMessages): string {
  if (task.name) return task.name;
  const kind = labelOf<string>(BATCH_TASK_TYPE_OPTIONS, task.taskType, task.taskType);
  const targets = task.isAll
    ? task.type === 'room'
      ? t.allRooms
      : t.allFriends
    : task.targets.map((target) => target.name).join('、');
  return `${kind}：${targets}`;
}

/** The stored task as the API takes it back. */
const toInput = ({ id: _id, updatedAt: _at, ...input }: BatchTask): BatchTaskInput => input;

/** The schedule in words with its next runs; the cron itself until that chunk is in. */
function ScheduleCell({ cron, now }: { cron: string; now?: Date | undefined }) {
  return (
    <Suspense fallback={<span>{cron}</span>}>
      <ScheduleWords cron={cron} now={now} />
    </Suspense>
  );
}

/**
 * The batch tasks (批量任务, vip) of one kind: each row with its name, its targets (or all groups / friends with
 * the count excluded), the schedule in words with the next five runs, 运行中/已暂停 with 暂停/恢复, and 编辑, 复制,
 * 立即发送 (then 5 s apart) and 删除 (which asks first).
 */
export function BatchTasksView({
  taskType,
  load,
  onSave,
  onRemove,
  onRun,
  loadTargets,
  guard = (action) => action(),
  notice,
  now,
  showLastSent = false,
}: BatchTasksViewProps) {
  const t = useBatchTaskMessages();
  const headingId = useId();
  const loadKind = useCallback(
    async () => (await load()).filter((task) => task.taskType === taskType),
    [load, taskType],
  );
  const list = useWholeList(loadKind);
  const dialog = useEditDialog<DialogSubject>(list.reload);
  const rows = list.data?.list;
  const wanted = useMemo(() => (rows ?? []).flatMap(lastSentTargetsOf), [rows]);
  const lastSent = useBatchLastSent(showLastSent && rows !== undefined, wanted);
  const [running, setRunning] = useState<string | undefined>(undefined);
  const [cooling, setCooling] = useState(false);
  const [pausing, setPausing] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!cooling) return;
    const timer = setTimeout(() => setCooling(false), LIMITS.eventCooldownMs);
    return () => clearTimeout(timer);
  }, [cooling]);

  const describe = (task: BatchTask) => describeBatchTask(task, t);
  const openAdd = () => guard(() => dialog.openAdd({}));
  const openEdit = (task: BatchTask) =>
    dialog.openEdit(
      task.id,
      async () => task,
      (row) => ({ task: row }),
    );
  const duplicate = (task: BatchTask) =>
    dialog.openAdd({ task: { ...task, name: task.name ? format(t.copyName, { name: task.name }) : '' } });
  const save = (input: BatchTaskInput) =>
    dialog.save(() => onSave(input, dialog.state.editId), { added: t.added, updated: t.updated });
  const removeRow = useRemove(onRemove, list.reload);
  const remove = (task: BatchTask) =>
    removeRow(task, {
      title: t.removeTitle,
      message: format(t.removeConfirm, { name: describe(task) }),
      confirmLabel: t.removeOk,
      removed: t.removed,
    });
  const run = async (task: BatchTask) => {
    setRunning(task.id);
    try {
      await onRun(task);
      notify.success(t.runNowDone);
      setCooling(true);
    } catch {
      // The API client has shown why (robot offline, 5 s cooldown, vip).
    } finally {
      setRunning(undefined);
    }
  };
  const togglePause = async (task: BatchTask) => {
    setPausing(task.id);
    try {
      await onSave({ ...toInput(task), paused: !task.paused }, task.id);
      notify.success(task.paused ? t.resumedNotice : t.pausedNotice);
      list.reload();
    } catch {
      // The API client has shown why.
    } finally {
      setPausing(undefined);
    }
  };

  const addButton = (
    <Button onPress={openAdd}>
      <PlusIcon />
      {t.add}
    </Button>
  );
  const columns: TableColumn<BatchTask>[] = [
    {
      key: 'name',
      title: t.columns.name,
      isRowHeader: true,
      render: (task) => (
        <span className={styles.name}>
          {task.name || labelOf<string>(BATCH_TASK_TYPE_OPTIONS, task.taskType, task.taskType)}
        </span>
      ),
    },
    {
      key: 'targets',
      title: t.columns.targets,
      render: (task) => {
        const room = task.type === 'room';
        if (task.isAll) {
          const excluded = task.excludeTargets.map((target) => target.name);
          return (
            <span className={styles.inline}>
              <Badge variant="info">{room ? t.allRooms : t.allFriends}</Badge>
              {excluded.length > 0 && (
                <Badge variant="warning" title={format(t.excludedLabel, { names: excluded.join('、') })}>
                  {format(t.excluded, { count: excluded.length })}
                </Badge>
              )}
            </span>
          );
        }
        const names = task.targets.map((target) => target.name);
        return (
          <span className={styles.inline}>
            <Badge variant="info">{room ? t.room : t.contact}</Badge>
            <KeywordChips keywords={names} label={format(t.targetsLabel, { names: names.join('、') })} />
          </span>
        );
      },
    },
    {
      key: 'schedule',
      title: t.columns.schedule,
      render: (task) => (
        <>
          <ScheduleCell cron={task.cron} now={now} />
          {lastSent && (
            <lastSent.lines.BatchLastSentLine targets={lastSentTargetsOf(task)} answers={lastSent.answers} now={now} />
          )}
        </>
      ),
    },
    {
      key: 'status',
      title: t.columns.status,
      width: 150,
      render: (task) => (
        <span className={styles.inline}>
          <Badge variant={task.paused ? 'warning' : 'success'}>{task.paused ? t.paused : t.active}</Badge>
          <Button
            variant="link"
            size="sm"
            aria-label={format(task.paused ? t.resumeLabel : t.pauseLabel, { name: describe(task) })}
            isPending={pausing === task.id}
            isDisabled={pausing !== undefined && pausing !== task.id}
            onPress={() => void togglePause(task)}
          >
            {task.paused ? t.resume : t.pause}
          </Button>
        </span>
      ),
    },
    {
      key: 'actions',
      title: t.columns.actions,
      width: 260,
      render: (task) => {
        const name = { name: describe(task) };
        return (
          <span className={styles.actions}>
            <Button variant="link" size="sm" aria-label={format(t.editLabel, name)} onPress={() => openEdit(task)}>
              {t.edit}
            </Button>
            <Button
              variant="link"
              size="sm"
              aria-label={format(t.duplicateLabel, name)}
              onPress={() => duplicate(task)}
            >
              {t.duplicate}
            </Button>
            <Button
              variant="link"
              size="sm"
              aria-label={format(t.runNowLabel, name)}
              isPending={running === task.id}
              isDisabled={cooling || (running !== undefined && running !== task.id)}
              onPress={() => void run(task)}
            >
              {t.runNow}
            </Button>
            <Button variant="link" size="sm" aria-label={format(t.removeLabel, name)} onPress={() => void remove(task)}>
              {t.remove}
            </Button>
          </span>
        );
      },
    },
  ];

  const isEmpty = list.status === 'ready' && list.data?.count === 0;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <h2 id={headingId} className={styles.title}>
            {t.heading}
          </h2>
          <p className={styles.description}>{t.description}</p>
          {notice}
        </div>
        {!isEmpty && list.data !== undefined && addButton}
      </div>
      <PagedTable
        list={list}
        aria-label={t.tableLabel}
        columns={columns}
        getRowKey={(task) => task.id}
        empty={{ title: t.empty, description: t.emptyDescription, action: addButton }}
        minWidth={960}
      />
      {dialog.state.key > 0 && (
        <Suspense fallback={null}>
          <BatchTaskDialog
            key={dialog.state.key}
            isOpen={dialog.state.isOpen}
            onOpenChange={dialog.setOpen}
            taskType={taskType}
            isEditing={dialog.state.editId !== undefined}
            task={dialog.state.initial?.task}
            isLoading={dialog.state.initial === undefined}
            isSaving={dialog.isSaving}
            onSubmit={(input) => void save(input)}
            loadTargets={loadTargets}
          />
        </Suspense>
      )}
    </section>
  );
}
