import type { MessageStats, MessageStatsChat, MessageStatsDay, MessageStatsPeriod } from '@weassit/contract';
import { Alert, Button, Card, EmptyState, Skeleton, SkeletonRegion } from '@weassit/ui';
import { vars } from '@weassit/ui/css';
import { lazy, type ReactNode, Suspense, useId, useMemo } from 'react';
import { column } from '../../../../components/column.css';
import { RouterLink } from '../../../../components/RouterLink/RouterLink';
import { routeByName } from '../../../../config/paths';
import { format } from '../../../../lib/i18n/format';
import { type DashboardMessages, useDashboardMessages } from '../messages';
import type { SeriesColour } from './StatsChart';
import * as styles from './StatsSection.css';

/** uPlot comes with the chart's chunk: the dashboard's first visit does not download it. */
const StatsChart = lazy(() => import('./StatsChart'));

export type StatsState =
  | { kind: 'free' }
  | { kind: 'noLink' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; stats: MessageStats };

export interface StatsSectionProps {
  state: StatsState;
  period: MessageStatsPeriod;
  onPeriodChange: (period: MessageStatsPeriod) => void;
  onRetry: () => void;
}

const historyPath = routeByName('messageHistory')?.route.path ?? '/vip/messageHistory';
const memberPath = routeByName('memberMain')?.route.path ?? '/member/main';

/**
 * 数据统计 on the home page (vip): messages per day, online time, where answers came from, the busiest groups
 * and friends. Each chart has a summary and a table of the same numbers; a free user, a member without 消息记录
 * and a member with no data yet are each told what to switch on.
 */
export function StatsSection({ state, period, onPeriodChange, onRetry }: StatsSectionProps) {
  const t = useDashboardMessages();
  const hasPeriod = state.kind === 'loading' || state.kind === 'ready' || state.kind === 'error';
  return (
    <Card
      title={t.statsTitle}
      headingLevel={2}
      extra={hasPeriod ? <PeriodSwitch label={t.statsPeriod} period={period} onChange={onPeriodChange} t={t} /> : null}
    >
      <StatsBody state={state} onRetry={onRetry} t={t} />
    </Card>
  );
}

/**
 * 近 7 天 / 近 30 天 as native radio buttons: the widget kit's RadioGroup would add ~16 kB (react-aria's
 * selection) to a section that is otherwise ~4 kB.
 */
function PeriodSwitch({
  label,
  period,
  onChange,
  t,
}: {
  label: string;
  period: MessageStatsPeriod;
  onChange: (period: MessageStatsPeriod) => void;
  t: DashboardMessages;
}) {
  const name = useId();
  const options: [MessageStatsPeriod, string][] = [
    [7, t.statsPeriod7],
    [30, t.statsPeriod30],
  ];
  return (
    <fieldset className={styles.periods}>
      <legend className={styles.periodsLegend}>{label}</legend>
      {options.map(([value, text]) => (
        <label key={value} className={styles.period}>
          <input type="radio" name={name} value={value} checked={period === value} onChange={() => onChange(value)} />
          {text}
        </label>
      ))}
    </fieldset>
  );
}

function StatsBody({ state, onRetry, t }: { state: StatsState; onRetry: () => void; t: DashboardMessages }) {
  switch (state.kind) {
    case 'free':
      return (
        <EmptyState
          title={t.statsFreeTitle}
          description={t.statsFreeHint}
          action={
            <RouterLink to={memberPath} className={styles.link}>
              {t.statsGoMember}
            </RouterLink>
          }
        />
      );
    case 'noLink':
      return (
        <EmptyState
          title={t.statsNoLinkTitle}
          description={t.statsNoLinkHint}
          action={
            <RouterLink to={historyPath} className={styles.link}>
              {t.statsGoHistory}
            </RouterLink>
          }
        />
      );
    case 'error':
      return (
        <Alert
          variant="error"
          title={t.statsError}
          action={
            <Button size="sm" onPress={onRetry}>
              {t.statsRetry}
            </Button>
          }
        >
          {state.message}
        </Alert>
      );
    case 'loading':
      return (
        <SkeletonRegion isLoading loadingLabel={t.statsLoading} skeleton={<Skeleton variant="rect" height={240} />}>
          {null}
        </SkeletonRegion>
      );
    case 'ready':
      return isEmpty(state.stats) ? (
        <EmptyState title={t.statsEmptyTitle} description={t.statsEmptyHint} />
      ) : (
        <StatsPanels stats={state.stats} t={t} />
      );
  }
}

const hours = (value: number) => `${value}h`;

function isEmpty(stats: MessageStats): boolean {
  return stats.daily.every((d) => d.in === 0 && d.out === 0 && d.onlineSeconds === 0);
}

function duration(seconds: number, t: DashboardMessages): string {
  if (seconds > 0 && seconds < 60) return t.statsUnderMinute;
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? format(t.statsHours, { h, m }) : format(t.statsMinutes, { m });
}

/** The day with the largest value (the latest of equals). */
function peak(daily: readonly MessageStatsDay[], value: (d: MessageStatsDay) => number) {
  return daily.reduce((best, d) => (value(d) >= value(best) ? d : best), daily[0] as MessageStatsDay);
}

function StatsPanels({ stats, t }: { stats: MessageStats; t: DashboardMessages }) {
  const labels = useMemo(() => stats.daily.map((d) => d.date), [stats]);
  const messageSeries = useMemo(
    () => [
      { label: t.statsIn, values: stats.daily.map((d) => d.in), colour: 'brand' as SeriesColour },
      { label: t.statsOut, values: stats.daily.map((d) => d.out), colour: 'success' as SeriesColour },
    ],
    [stats, t],
  );
  const onlineSeries = useMemo(
    () => [
      {
        label: t.statsOnline,
        values: stats.daily.map((d) => Math.round((d.onlineSeconds / 3600) * 10) / 10),
        colour: 'info' as SeriesColour,
      },
    ],
    [stats, t],
  );
  const totalIn = stats.daily.reduce((sum, d) => sum + d.in, 0);
  const totalOut = stats.daily.reduce((sum, d) => sum + d.out, 0);
  const totalOnline = stats.daily.reduce((sum, d) => sum + d.onlineSeconds, 0);
  const busiest = peak(stats.daily, (d) => d.in);
  const longest = peak(stats.daily, (d) => d.onlineSeconds);
  const { replies } = stats;
  return (
    <div className={column.md}>
      <p className={styles.note}>{t.statsTimeZone}</p>
      <div className={styles.grid}>
        <Panel
          title={t.statsDaily}
          summary={format(t.statsDailySummary, {
            days: stats.days,
            in: totalIn,
            out: totalOut,
            peak: busiest.date,
            peakCount: busiest.in,
          })}
          chart={(label, describedBy) => (
            <>
              <Legend series={messageSeries} />
              <StatsChart labels={labels} series={messageSeries} label={label} describedBy={describedBy} />
            </>
          )}
          table={
            <DataTable
              head={[t.statsDate, t.statsIn, t.statsOut]}
              rows={stats.daily.map((d) => [d.date, d.in, d.out])}
            />
          }
        />
        <Panel
          title={t.statsOnline}
          summary={
            totalOnline > 0
              ? format(t.statsOnlineSummary, {
                  days: stats.days,
                  total: duration(totalOnline, t),
                  peak: longest.date,
                  peakTime: duration(longest.onlineSeconds, t),
                })
              : t.statsOnlineNone
          }
          chart={(label, describedBy) => (
            <StatsChart
              labels={labels}
              series={onlineSeries}
              label={label}
              describedBy={describedBy}
              bars
              formatValue={hours}
            />
          )}
          table={
            <DataTable
              head={[t.statsDate, t.statsOnline]}
              rows={stats.daily.map((d) => [d.date, duration(d.onlineSeconds, t)])}
            />
          }
        />
        <Panel
          title={t.statsReplies}
          summary={
            replies.answered === 0
              ? t.statsRepliesNone
              : format(t.statsRepliesHint, { simulated: replies.simulated, answered: replies.answered }) +
                (replies.simulated < replies.answered
                  ? format(t.statsRepliesCapped, { simulated: replies.simulated })
                  : '')
          }
          table={
            replies.byRule.length > 0 ? (
              <RankedTable
                head={[t.statsLayer, t.statsRule, t.statsCount]}
                rows={replies.byRule.map((r) => ({
                  key: `${r.label}:${r.detail}`,
                  cells: [r.label, r.detail],
                  count: r.count,
                }))}
              />
            ) : null
          }
        />
        <div className={styles.panel}>
          <TopChats title={t.statsTopGroups} chats={stats.topGroups} t={t} />
          <TopChats title={t.statsTopFriends} chats={stats.topFriends} t={t} />
        </div>
      </div>
    </div>
  );
}

/**
 * One chart with its heading, a summary (its accessible description) and the same numbers as a table behind
 * 以表格查看. Without a chart, the table is the panel (ranked lists carry their bars in the table).
 */
function Panel({
  title,
  summary,
  chart,
  table,
}: {
  title: string;
  summary: string;
  chart?: (label: string, describedBy: string) => ReactNode;
  table: ReactNode;
}) {
  const t = useDashboardMessages();
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.panelTitle}>
        {title}
      </h3>
      <p id={`${id}-summary`} className={styles.note}>
        {summary}
      </p>
      {chart ? (
        <>
          <Suspense fallback={<Skeleton variant="rect" height={200} />}>{chart(title, `${id}-summary`)}</Suspense>
          <details>
            <summary className={styles.toggle}>{t.statsShowTable}</summary>
            {table}
          </details>
        </>
      ) : (
        table
      )}
    </section>
  );
}

function Legend({ series }: { series: readonly { label: string; colour: SeriesColour }[] }) {
  return (
    <p className={styles.legend} aria-hidden="true">
      {series.map((s) => (
        <span key={s.label}>
          <span className={styles.swatch} style={{ background: vars.color[s.colour].default }} />
          {s.label}
        </span>
      ))}
    </p>
  );
}

function DataTable({ head, rows }: { head: readonly string[]; rows: readonly (readonly (string | number)[])[] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={head[i]} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={head[i]}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A ranked list as a table whose last column also draws a bar: the chart and its table in one. */
function RankedTable({
  head,
  rows,
}: {
  head: readonly string[];
  rows: readonly { key: string; cells: readonly string[]; count: number }[];
}) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, i) =>
              i === 0 ? (
                <th key={head[i]} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={head[i]}>{cell}</td>
              ),
            )}
            <td>
              {row.count}
              <span className={styles.bar} style={{ width: `${(row.count / max) * 100}%` }} aria-hidden="true" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TopChats({ title, chats, t }: { title: string; chats: readonly MessageStatsChat[]; t: DashboardMessages }) {
  return (
    <Panel
      title={title}
      summary={chats.length === 0 ? t.statsTopNone : chats.map((c) => `${c.name || c.id} ${c.count}`).join('、')}
      table={
        chats.length > 0 ? (
          <RankedTable
            head={[t.statsChat, t.statsCount]}
            rows={chats.map((c) => ({ key: c.id, cells: [c.name || c.id], count: c.count }))}
          />
        ) : null
      }
    />
  );
}
