import { type BatchTaskType, LIMITS } from '@weassit/contract';
import { Badge, Button, PageWrapper, type TableColumn } from '@weassit/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { ConfigListEditor, type ConfigListRow } from '../../kit/config-list/ConfigListEditor';
import * as kitStyles from '../../kit/config-list/ConfigListEditor.css';
import type { LazyConfigItemForm } from '../../kit/config-list/item-form';
import { useConfigList } from '../../kit/config-list/use-config-list';
import type { ConfigListApi } from '../../lib/config-list-api';
import { format } from '../../lib/i18n/format';
import { trackLoad } from '../../lib/lazy-page';
import { notify } from '../../lib/notify';
import { isVipAtom } from '../../lib/session';
import { LazyBatchTasksSection } from './LazyBatchTasksSection';
import type { ScheduleTaskField, ScheduleTaskValues } from './lazy/schedule-task-form';
import * as styles from './ScheduleTasks.css';
import { runScheduleNow, useRobotTargets } from './schedule-targets';
import {
  isTargetMissing,
  lastSentTargetOf,
  type ScheduleKind,
  type ScheduleTask,
  scheduleTaskMatcher,
  targetLabel,
  targetTypeOf,
} from './schedule-task';
import type { ScheduleTaskMessages } from './schedule-task-messages';
import { useLastSent } from './use-last-sent';

const ScheduleWords = lazy(() => import('./lazy/ScheduleWords'));

/** The task's form (fields, mappers, checks) loads with the dialog, not with the list. */
const loadForm = () => trackLoad(import('./lazy/ScheduleTaskForm'));

const LIST_NAME = {
  day: 'dayTaskSchedule',
  countdown: 'countDownTaskSchedule',
  custom: 'roomTaskSchedule',
  news: 'roomNewsSchedule',
} as const satisfies Record<ScheduleKind, string>;

export interface ScheduleTasksPageProps {
  kind: ScheduleKind;
  texts: ScheduleTaskMessages;
  /** The item columns of this kind, between the target and the schedule. */
  columns: TableColumn<ConfigListRow<ScheduleTask>>[];
  api?: ConfigListApi;
  /** The moment next runs are counted from (stories freeze it). */
  now?: Date;
  /** More texts the search looks in (e.g. the news category's name). */
  searchTexts?: (task: ScheduleTask) => string[];
  /**
   * The batch tasks of the same kind (vip: many targets at once), listed under this one; the page's title then
   * heads both lists and this one is titled `singleTitle`.
   */
  batch?: { taskType: BatchTaskType; singleTitle: string };
}

/** The schedule in words with its next runs; the cron itself until that chunk is in. */
function ScheduleCell({ cron, now }: { cron: string; now?: Date | undefined }) {
  return (
    <Suspense fallback={<span>{cron}</span>}>
      <ScheduleWords cron={cron} now={now} />
    </Suspense>
  );
}

/**
 * A list of scheduled tasks (每日说, 倒计时, 素材定时发送 or 新闻资讯): the target by name (flagged when the robot no longer has it), the
 * schedule in words with its next runs (for a member, with 机器人最近发出 from the robot's own message records, which
 * follows the list in a chunk of its own), pause/resume (the server leaves a paused task out of the robot's config),
 * and 立即发送 (the robot's run-now event, 5 s apart).
 */
export function ScheduleTasksPage({ kind, texts: t, columns, api, now, searchTexts, batch }: ScheduleTasksPageProps) {
  const list = useConfigList<ScheduleTask>(LIST_NAME[kind], api);
  const targets = useRobotTargets();
  const wanted = useMemo(() => list.items.map((task) => lastSentTargetOf(task, kind)), [list.items, kind]);
  const lastSent = useLastSent(useAtomValue(isVipAtom) && list.status === 'ready', wanted);
  const [cooling, setCooling] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!cooling) return;
    const timer = setTimeout(() => setCooling(false), LIMITS.eventCooldownMs);
    return () => clearTimeout(timer);
  }, [cooling]);

  const describe = (task: ScheduleTask) => targetLabel(task, targets, kind);

  const runNow = async (task: ScheduleTask) => {
    setSending(true);
    try {
      await runScheduleNow(kind, task);
      notify.success(t.runNowDone);
      setCooling(true);
    } catch {
      // The client showed the refusal (e.g. 5s内请勿再次发送, 机器人不在线).
    } finally {
      setSending(false);
    }
  };

  const togglePause = (row: ConfigListRow<ScheduleTask>) => {
    const paused = row.item.paused === true;
    const { paused: _was, ...rest } = row.item;
    void list
      .replace(row.index, paused ? rest : { ...rest, paused: true })
      .then((saved) => saved && notify.success(paused ? t.resumedNotice : t.pausedNotice));
  };

  const allColumns: TableColumn<ConfigListRow<ScheduleTask>>[] = [
    {
      key: 'target',
      title: t.columns.target,
      isRowHeader: true,
      textValue: t.columns.target,
      render: ({ item }) => {
        const room = targetTypeOf(item, kind) === 'room';
        const name = targetLabel(item, targets, kind);
        return (
          <span className={styles.flagged}>
            <Badge variant={room ? 'info' : 'default'}>{room ? t.room : t.contact}</Badge>
            {name}
            {isTargetMissing(item, targets, kind) && (
              <Badge variant="warning" title={format(t.targetMissing, { name, kind: room ? t.room : t.contact })}>
                {t.targetMissingShort}
              </Badge>
            )}
          </span>
        );
      },
    },
    ...columns,
    {
      key: 'schedule',
      title: t.columns.schedule,
      render: ({ item }) => (
        <>
          <ScheduleCell cron={item.date ?? ''} now={now} />
          {lastSent && (
            <lastSent.lines.default target={lastSentTargetOf(item, kind)} answers={lastSent.answers} now={now} />
          )}
        </>
      ),
    },
    {
      key: 'status',
      title: t.columns.status,
      width: 150,
      render: (row) => {
        const paused = row.item.paused === true;
        const name = { name: describe(row.item) };
        return (
          <span className={styles.flagged}>
            <Badge variant={paused ? 'warning' : 'success'}>{paused ? t.paused : t.active}</Badge>
            <Button
              variant="link"
              size="sm"
              aria-label={format(paused ? t.resumeLabel : t.pauseLabel, name)}
              isDisabled={list.isPending}
              onPress={() => togglePause(row)}
            >
              {paused ? t.resume : t.pause}
            </Button>
          </span>
        );
      },
    },
    {
      key: 'run',
      title: t.columns.run,
      width: 110,
      render: ({ item }) => (
        <Button
          variant="link"
          size="sm"
          aria-label={format(t.runNowLabel, { name: describe(item) })}
          isDisabled={cooling || sending}
          onPress={() => void runNow(item)}
        >
          {t.runNow}
        </Button>
      ),
    },
  ];

  const form: LazyConfigItemForm<ScheduleTask, ScheduleTaskValues, ScheduleTaskField> = {
    load: () => loadForm().then((module) => module.scheduleItemForm(kind, t, targets)),
    size: 'lg',
  };

  const editor = (
    <ConfigListEditor
      list={list}
      texts={batch ? { ...t, title: batch.singleTitle } : t}
      description={batch ? undefined : t.description}
      columns={allColumns}
      describe={describe}
      matches={scheduleTaskMatcher(kind, searchTexts)}
      form={form}
      headingLevel={batch ? 2 : 1}
    />
  );
  if (!batch) return editor;
  return (
    <PageWrapper title={t.title} description={t.description}>
      {editor}
      <LazyBatchTasksSection taskType={batch.taskType} now={now} />
    </PageWrapper>
  );
}

/** Long texts in one line, as the kit's summary cells show them. */
export const summaryCell = (text: string | undefined) => <span className={kitStyles.summary}>{text ?? ''}</span>;
