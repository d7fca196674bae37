import { LAST_SENT_MAX_TARGETS, type LastSent, type LastSentTarget, SCHEDULE_TIME_ZONE } from '@weassit/contract';

/** What the robot's records say of a task's target, by `lastSentKey`. */
export type LastSentAnswers = ReadonlyMap<string, LastSent>;

/** One key per distinct target (two tasks to the same group share one answer). */
export const lastSentKey = (target: LastSentTarget): string =>
  JSON.stringify([target.isRoom, target.id ?? '', target.id ? '' : target.name]);

/**
 * The distinct targets of a list's tasks (`lastSentTargetOf` each), at most as many as the server answers at once,
 * and a key of the whole set.
 */
export function lastSentRequest(targets: readonly (LastSentTarget | null)[]): {
  key: string;
  targets: LastSentTarget[];
} {
  const byKey = new Map<string, LastSentTarget>();
  for (const target of targets) {
    if (target && byKey.size < LAST_SENT_MAX_TARGETS) byKey.set(lastSentKey(target), target);
  }
  return { key: [...byKey.keys()].join('\n'), targets: [...byKey.values()] };
}

/** The server's answers (one per target, in order) by target key. */
export function answersByKey(targets: readonly LastSentTarget[], answers: readonly LastSent[]): LastSentAnswers {
  return new Map(targets.flatMap((target, i) => (answers[i] ? [[lastSentKey(target), answers[i]] as const] : [])));
}

/**
 * When the robot sent, in Beijing time as the schedule is (MM-dd HH:mm; with the year when it is not `now`'s year).
 */
export function formatSentAt(at: number, now: Date = new Date()): string {
  const parts = (date: Date) => {
    const list = new Intl.DateTimeFormat('zh-CN', {
      timeZone: SCHEDULE_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date);
    return (type: Intl.DateTimeFormatPartTypes) => list.find((part) => part.type === type)?.value ?? '';
  };
  const get = parts(new Date(at));
  const day = `${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
  return get('year') === parts(now)('year') ? day : `${get('year')}-${day}`;
}

/** What one line says of one or more targets (a batch task's): the latest send seen, and to which of them. */
export type LastSentSummary =
  | { status: 'seen'; at: number; name: string; notSeen: number }
  | { status: 'not_seen' | 'not_recording' | 'unidentifiable' };

/**
 * The answers for `targets` in one line: off when 消息记录 is; else the latest send seen (its target, and how many
 * other groups were not seen), 未见发出 when none was, or unidentifiable when all are friends. Null before any answer.
 */
export function summarizeLastSent(
  targets: readonly LastSentTarget[],
  answers: LastSentAnswers,
): LastSentSummary | null {
  const found = targets.flatMap((target) => {
    const answer = answers.get(lastSentKey(target));
    return answer ? [{ target, answer }] : [];
  });
  if (found.length === 0) return null;
  if (found.some(({ answer }) => answer.status === 'not_recording')) return { status: 'not_recording' };
  const known = found.filter(({ answer }) => answer.status !== 'unidentifiable');
  if (known.length === 0) return { status: 'unidentifiable' };
  let latest: { name: string; at: number } | undefined;
  let seen = 0;
  for (const { target, answer } of known) {
    if (answer.status !== 'seen' || answer.lastSentAt === null) continue;
    seen += 1;
    if (!latest || answer.lastSentAt > latest.at) latest = { name: target.name, at: answer.lastSentAt };
  }
  return latest ? { status: 'seen', ...latest, notSeen: known.length - seen } : { status: 'not_seen' };
}
