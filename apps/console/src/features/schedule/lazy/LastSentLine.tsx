import type { LastSent, LastSentTarget } from '@weassit/contract';
import { MESSAGE_HISTORY_LAST_SENT_PATH } from '@weassit/contract';
import type { ReactNode } from 'react';
import { RouterLink } from '../../../components/RouterLink/RouterLink';
import { routeByName } from '../../../config/paths';
import { apiPost } from '../../../lib/api-client';
import { format } from '../../../lib/i18n/format';
import * as styles from './LastSentLine.css';
import { useLastSentMessages } from './last-sent-messages';
import {
  answersByKey,
  formatSentAt,
  type LastSentAnswers,
  type LastSentSummary,
  lastSentRequest,
  summarizeLastSent,
} from './last-sent-targets';

export { lastSentRequest };

/**
 * `POST …/message_history/last_sent` (vip) for every distinct target at once. Quiet: this line is extra, a failure
 * leaves it out instead of showing an error over the list.
 */
export async function fetchLastSent(targets: readonly LastSentTarget[]): Promise<LastSentAnswers> {
  if (targets.length === 0) return new Map();
  const answers = await apiPost<LastSent[]>(
    MESSAGE_HISTORY_LAST_SENT_PATH.replace(/^\/v1/, ''),
    { targets },
    { quiet: true },
  );
  return answersByKey(targets, answers);
}

interface LineProps {
  answers: LastSentAnswers;
  /** The moment the year is compared with (stories freeze it). */
  now?: Date | undefined;
}

/**
 * 机器人最近发出：the time (for several targets, with the group's name and how many others were not seen),
 * 未见发出, 开启消息记录后可见 (a link to 消息记录) or, for friends, 私聊无法确认 (the plugin's private records do not
 * name the friend). Words in the row, not a colour.
 */
function SummaryLine({
  summary,
  now,
  named,
}: {
  summary: LastSentSummary | null;
  now?: Date | undefined;
  named: boolean;
}) {
  const t = useLastSentMessages();
  if (!summary) return null;
  let value: ReactNode;
  if (summary.status === 'seen') {
    value = (
      <>
        <time dateTime={new Date(summary.at).toISOString()}>{formatSentAt(summary.at, now)}</time>
        {named && format(t.ofRoom, { name: summary.name })}
        {summary.notSeen > 0 && format(t.othersNotSeen, { count: summary.notSeen })}
      </>
    );
  } else if (summary.status === 'not_recording') {
    value = (
      <RouterLink to={routeByName('messageHistory')?.route.path ?? '/'} className={styles.link}>
        {t.notRecording}
      </RouterLink>
    );
  } else {
    value = summary.status === 'unidentifiable' ? t.unidentifiable : t.notSeen;
  }
  return (
    <span className={styles.line}>
      {t.label}
      {value}
    </span>
  );
}

/** The line of a task with one target (`lastSentTargetOf`; null: nothing to ask about). */
export default function LastSentLine({ target, answers, now }: LineProps & { target: LastSentTarget | null }) {
  return <SummaryLine summary={target && summarizeLastSent([target], answers)} now={now} named={false} />;
}

/** The line of a batch task with its named targets (none for all groups or friends: nothing is shown). */
export function BatchLastSentLine({ targets, answers, now }: LineProps & { targets: readonly LastSentTarget[] }) {
  return <SummaryLine summary={summarizeLastSent(targets, answers)} now={now} named={targets.length > 1} />;
}
