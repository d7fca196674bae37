/**
 * The robot config's size cap, secret fields, the schedule texts with the cron check, and the paused-task filter:
 * no schemas here, so the schedule pages and the server's zod-free code do not load zod (the schemas are in
 * robot-config.ts).
 */

/** Largest accepted config, as JSON text. */
export const ROBOT_CONFIG_MAX_BYTES = 512 * 1024;
/** The robot's cron strings (node-schedule, Asia/Shanghai): six fields, seconds first (ROBOT-PROTOCOL §5). */
export const SCHEDULE_CRON_MAX_LENGTH = 128;
/** What a scheduled task's checks say (spec §9; the console shows the same words). */
export const SCHEDULE_MESSAGES = {
  cronRequired: '请填写执行时间（Cron 表达式）',
  cronTooLong: `Cron 表达式不能超过 ${SCHEDULE_CRON_MAX_LENGTH} 个字符`,
  cronFields: 'Cron 表达式应为 6 段：秒 分 时 日 月 周（机器人不支持年）',
  cronInvalid: 'Cron 表达式不正确：第{field}段（{name}）',
  targetRequired: '请选择发送对象',
  targetType: '发送对象类型只能是好友或群',
  wxidInvalid: '发送对象的 wxid 不正确',
  dateInvalid: '日期格式应为 年-月-日，例如 2020-05-20',
  dateRequired: '请选择日期',
} as const;

const CRON_FIELD_NAMES = ['秒', '分', '时', '日', '月', '周'] as const;
/** Each field's number range (node-schedule: weekday 0-7, both 0 and 7 Sunday). */
const CRON_RANGES: readonly (readonly [number, number])[] = [
  [0, 59],
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];
const CRON_NAMES = /^(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC|SUN|MON|TUE|WED|THU|FRI|SAT)$/;
/** One part of a comma list: `*`, `?`, a number, a range, a step, `L`, `nL`, `n#m`, or a month/weekday name. */
const CRON_PART =
  /^(?:\*|\?|L|[0-9]{1,2}L?|[A-Z]{3}|[0-9]{1,2}#[1-5]|(?:\*|[0-9]{1,2}|[A-Z]{3})-(?:[0-9]{1,2}|[A-Z]{3}))(?:\/[0-9]{1,2})?$/;

/**
 * Why a cron string is one the robot's node-schedule would refuse or misread (null when it is fine): six
 * fields, each from its field's characters and numbers in its range. Checked on a bounded, trimmed text.
 */
export function scheduleCronError(value: string): string | null {
  const cron = value.trim();
  if (cron === '') return SCHEDULE_MESSAGES.cronRequired;
  if (cron.length > SCHEDULE_CRON_MAX_LENGTH) return SCHEDULE_MESSAGES.cronTooLong;
  const fields = cron.split(/\s+/);
  if (fields.length !== 6) return SCHEDULE_MESSAGES.cronFields;
  for (const [at, field] of fields.entries()) {
    const bad = SCHEDULE_MESSAGES.cronInvalid
      .replace('{field}', String(at + 1))
      .replace('{name}', CRON_FIELD_NAMES[at] ?? '');
    const [min, max] = CRON_RANGES[at] ?? [0, 59];
    for (const part of field.toUpperCase().split(',')) {
      if (!CRON_PART.test(part)) return bad;
      const [range, step] = part.split('/');
      if (step !== undefined && Number(step) < 1) return bad;
      const words = (range ?? '').split(/[-#]/);
      const isMonth = at === 4;
      const isWeek = at === 5;
      for (const [i, word] of words.entries()) {
        if (/^[A-Z]{3}$/.test(word)) {
          if (!CRON_NAMES.test(word) || word === 'L') return bad;
          const month = /^(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)$/.test(word);
          if ((month && !isMonth) || (!month && !isWeek)) return bad;
          continue;
        }
        const number = word.replace(/L$/, '');
        if (!/^[0-9]+$/.test(number)) continue;
        // n#m: the m-th weekday n of the month (weekdays only).
        if (range?.includes('#') && (!isWeek || i === 1)) {
          if (!isWeek) return bad;
          continue;
        }
        if (Number(number) < min || Number(number) > max) return bad;
      }
      // node-schedule (cron-parser 2.x) takes `L` alone in 日 only: it refuses `nL`, `L` in 周 and `W`.
      if (part.includes('L') && (at !== 3 || part !== 'L')) return bad;
      if (part.includes('?') && at < 3) return bad;
      if (part.includes('?') && at !== 3 && at !== 5) return bad;
    }
  }
  return null;
}

/** The lists whose items the console may pause. */
const PAUSABLE_SCHEDULES = [
  'dayTaskSchedule',
  'countDownTaskSchedule',
  'roomNewsSchedule',
  'roomTaskSchedule',
] as const;

/** The config as the robot gets it: paused tasks left out (the plugin would run them; it reads no pause field). */
export function withoutPausedSchedules(config: Record<string, unknown>): Record<string, unknown> {
  const out = { ...config };
  for (const name of PAUSABLE_SCHEDULES) {
    const list = out[name];
    if (Array.isArray(list))
      out[name] = list.filter((item) => !(item && (item as { paused?: unknown }).paused === true));
  }
  return out;
}

/** Provider secrets: stored as given, never written to logs. */
export const ROBOT_CONFIG_SECRET_FIELDS = [
  'tuLingKey',
  'txApiKey',
  'tencentSecretId',
  'tencentSecretKey',
  'tencentAESKey',
  'tencentToken',
  'gpttoken',
  'openaiAccessToken',
  'cozev3_token',
  'qany_token',
  'dify_token',
  'coze_token',
  'filterApiKey',
  'filterSecretKey',
] as const;
