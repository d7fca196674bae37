import { describe, expect, it } from 'vitest';
import {
  CRON_FIELD,
  CRON_FIELDS,
  type CronFieldKey,
  type CronFieldState,
  type CronMode,
  type CronOptions,
  cronFields,
  DEFAULT_CRON,
  defaultCronModel,
  describeCron,
  formatRunTime,
  getNextRuns,
  parseCron,
  serializeCron,
  serializeField,
  updateField,
  validateCron,
  weekdayName,
} from './CronInput.cron';

/** The default expression with one field replaced, keeping the 日/周 rule (one of them is `?`). */
function withField(key: CronFieldKey, text: string): string {
  const parts = ['0', '0', '8', '*', '*', '?'];
  if (key === 'year') return text === '' ? parts.join(' ') : [...parts, text].join(' ');
  parts[CRON_FIELD[key].position - 1] = text;
  if (key === 'day' && text === '?') parts[5] = '*';
  if (key === 'week' && text !== '?') parts[3] = '?';
  return parts.join(' ');
}

interface Case {
  key: CronFieldKey;
  mode: CronMode;
  text: string;
  state: Partial<CronFieldState>;
}

/** One case per mode of every field: its text and the parameters it parses to. */
const cases: Case[] = [
  // 秒
  { key: 'second', mode: 'every', text: '*', state: {} },
  { key: 'second', mode: 'range', text: '10-40', state: { start: 10, end: 40 } },
  { key: 'second', mode: 'interval', text: '5/15', state: { from: 5, step: 15 } },
  { key: 'second', mode: 'specific', text: '0,15,30,45', state: { values: [0, 15, 30, 45] } },
  { key: 'second', mode: 'custom', text: '0-10/2', state: { custom: '0-10/2' } },
  // 分
  { key: 'minute', mode: 'every', text: '*', state: {} },
  { key: 'minute', mode: 'range', text: '0-30', state: { start: 0, end: 30 } },
  { key: 'minute', mode: 'interval', text: '0/5', state: { from: 0, step: 5 } },
  { key: 'minute', mode: 'specific', text: '30', state: { values: [30] } },
  { key: 'minute', mode: 'custom', text: '0-10,30-40', state: { custom: '0-10,30-40' } },
  // 时
  { key: 'hour', mode: 'every', text: '*', state: {} },
  { key: 'hour', mode: 'range', text: '9-18', state: { start: 9, end: 18 } },
  { key: 'hour', mode: 'interval', text: '0/2', state: { from: 0, step: 2 } },
  { key: 'hour', mode: 'specific', text: '8,12,20', state: { values: [8, 12, 20] } },
  { key: 'hour', mode: 'custom', text: '9-12,14-18', state: { custom: '9-12,14-18' } },
  // 日
  { key: 'day', mode: 'every', text: '*', state: {} },
  { key: 'day', mode: 'range', text: '1-15', state: { start: 1, end: 15 } },
  { key: 'day', mode: 'interval', text: '1/3', state: { from: 1, step: 3 } },
  { key: 'day', mode: 'specific', text: '1,15,28', state: { values: [1, 15, 28] } },
  { key: 'day', mode: 'last', text: 'L', state: {} },
  { key: 'day', mode: 'nearestWeekday', text: '15W', state: { day: 15 } },
  { key: 'day', mode: 'none', text: '?', state: {} },
  { key: 'day', mode: 'custom', text: 'LW', state: { custom: 'LW' } },
  // 月
  { key: 'month', mode: 'every', text: '*', state: {} },
  { key: 'month', mode: 'range', text: '3-6', state: { start: 3, end: 6 } },
  { key: 'month', mode: 'interval', text: '1/3', state: { from: 1, step: 3 } },
  { key: 'month', mode: 'specific', text: '1,4,7,10', state: { values: [1, 4, 7, 10] } },
  { key: 'month', mode: 'custom', text: '1-3,10-12', state: { custom: '1-3,10-12' } },
  // 周
  { key: 'week', mode: 'every', text: '*', state: {} },
  { key: 'week', mode: 'range', text: '2-6', state: { start: 2, end: 6 } },
  { key: 'week', mode: 'interval', text: '1/2', state: { from: 1, step: 2 } },
  { key: 'week', mode: 'specific', text: '1,7', state: { values: [1, 7] } },
  { key: 'week', mode: 'lastWeekday', text: '6L', state: { weekday: 6 } },
  { key: 'week', mode: 'nth', text: '2#3', state: { weekday: 2, nth: 3 } },
  { key: 'week', mode: 'none', text: '?', state: {} },
  { key: 'week', mode: 'custom', text: '2-3,5-6', state: { custom: '2-3,5-6' } },
  // 年
  { key: 'year', mode: 'none', text: '', state: {} },
  { key: 'year', mode: 'every', text: '*', state: {} },
  { key: 'year', mode: 'range', text: '2026-2030', state: { start: 2026, end: 2030 } },
  { key: 'year', mode: 'custom', text: '2027', state: { custom: '2027' } },
];

describe('the default expression', () => {
  it('is 0 0 8 * * ? (every day at 08:00:00)', () => {
    expect(DEFAULT_CRON).toBe('0 0 8 * * ?');
    expect(serializeCron(defaultCronModel(2026))).toBe('0 0 8 * * ?');
  });

  it('puts each tab in its mode', () => {
    const model = defaultCronModel(2026);
    expect(model.second).toMatchObject({ mode: 'specific', values: [0] });
    expect(model.minute).toMatchObject({ mode: 'specific', values: [0] });
    expect(model.hour).toMatchObject({ mode: 'specific', values: [8] });
    expect(model.day.mode).toBe('every');
    expect(model.month.mode).toBe('every');
    expect(model.week.mode).toBe('none');
    expect(model.year.mode).toBe('none');
  });

  it('is valid, described in Chinese and runs every day at 08:00', () => {
    expect(validateCron(DEFAULT_CRON)).toBeNull();
    expect(describeCron(DEFAULT_CRON)).toBe('在08:00');
    const runs = getNextRuns(DEFAULT_CRON, { timeZone: 'Asia/Shanghai', now: new Date('2026-03-01T12:00:00Z') });
    expect(runs.map((d) => d.toISOString())).toEqual([
      '2026-03-02T00:00:00.000Z',
      '2026-03-03T00:00:00.000Z',
      '2026-03-04T00:00:00.000Z',
      '2026-03-05T00:00:00.000Z',
      '2026-03-06T00:00:00.000Z',
    ]);
  });
});

describe('every mode of every field', () => {
  it('covers every mode the generator offers', () => {
    for (const field of CRON_FIELDS) {
      const covered = cases.filter((c) => c.key === field.key).map((c) => c.mode);
      expect(covered).toEqual(expect.arrayContaining([...field.modes, 'custom']));
    }
  });

  describe.each(cases)('$key $mode ($text)', ({ key, mode, text, state }) => {
    const expression = withField(key, text);

    it('parses into the mode and its parameters', () => {
      const result = parseCron(expression);
      if (!result.ok) throw new Error(result.error);
      expect(result.model[key]).toMatchObject({ mode, ...state });
      expect(serializeField(key, result.model[key])).toBe(text);
    });

    it('serialises back to the same text (parse → serialise → parse)', () => {
      const result = parseCron(expression);
      if (!result.ok) throw new Error(result.error);
      expect(result.expression).toBe(expression);
      expect(serializeCron(result.model)).toBe(expression);
      const again = parseCron(serializeCron(result.model));
      expect(again.ok && again.model).toEqual(result.model);
    });

    it('is produced by the generator (updateField → serialise → parse)', () => {
      const model = updateField(defaultCronModel(2026), key, { mode, ...state });
      const serialised = serializeCron(model);
      expect(serialised).toBe(expression);
      const parsed = parseCron(serialised);
      if (!parsed.ok) throw new Error(parsed.error);
      expect(parsed.model[key]).toMatchObject({ mode, ...state });
    });

    it('can be described and scheduled', () => {
      expect(describeCron(expression)).toEqual(expect.any(String));
      const runs = getNextRuns(expression, { timeZone: 'Asia/Shanghai', now: new Date('2026-03-01T00:00:00Z') });
      expect(runs.length).toBeGreaterThan(0);
    });
  });
});

describe('parsing', () => {
  it('reads */n as an interval from the smallest value, and names as numbers', () => {
    const result = parseCron('*/10 0 8 ? JAN-JUN MON-FRI');
    if (!result.ok) throw new Error(result.error);
    expect(result.model.second).toMatchObject({ mode: 'interval', from: 0, step: 10 });
    expect(result.model.month).toMatchObject({ mode: 'range', start: 1, end: 6 });
    expect(result.model.week).toMatchObject({ mode: 'range', start: 2, end: 6 });
    expect(result.expression).toBe('0/10 0 8 ? 1-6 2-6');
  });

  it('accepts lower case names, extra spaces and sorts lists', () => {
    const result = parseCron('  0  0 8  ? *  sat,sun,mon ');
    if (!result.ok) throw new Error(result.error);
    expect(result.model.week).toMatchObject({ mode: 'specific', values: [1, 2, 7] });
    expect(result.expression).toBe('0 0 8 ? * 1,2,7');
  });

  it('keeps the parameters of the modes the expression does not use', () => {
    const base = updateField(defaultCronModel(2026), 'hour', { start: 10, end: 20 });
    const result = parseCron('0 0 8 * * ?', base);
    if (!result.ok) throw new Error(result.error);
    expect(result.model.hour).toMatchObject({ mode: 'specific', values: [8], start: 10, end: 20 });
  });
});

describe('validation messages', () => {
  it.each([
    ['', '请输入 Cron 表达式'],
    ['0 0 8 * *', 'Cron 表达式应有6段或7段（秒 分 时 日 月 周 [年]），当前有5段'],
    ['0 0 8 * * ? 2026 1', 'Cron 表达式应有6段或7段（秒 分 时 日 月 周 [年]），当前有8段'],
    ['60 0 8 * * ?', '第1段（秒）的取值应在0-59之间'],
    ['0 61 8 * * ?', '第2段（分）的取值应在0-59之间'],
    ['0 0 24 * * ?', '第3段（时）的取值应在0-23之间'],
    ['0 0 25 * * ?', '第3段（时）的取值应在0-23之间'],
    ['0 0 8 32 * ?', '第4段（日）的取值应在1-31之间'],
    ['0 0 8 0W * ?', '第4段（日）的取值应在1-31之间'],
    ['0 0 8 * 13 ?', '第5段（月）的取值应在1-12之间'],
    ['0 0 8 ? * 8', '第6段（周）的取值应在1-7之间'],
    ['0 0 8 ? * 0L', '第6段（周）的取值应在1-7之间'],
    ['0 0 8 ? * 2#6', '第6段（周）“#”后的数字应在1-5之间'],
    ['0 0 8 * * ? 1969', '第7段（年）的取值应在1970-2099之间'],
    ['0 0 8-5 * * ?', '第3段（时）的起始值不能大于结束值：“8-5”'],
    ['0/0 0 8 * * ?', '第1段（秒）的间隔应在1-60之间'],
    ['0 0 0/25 * * ?', '第3段（时）的间隔应在1-24之间'],
    ['0 abc 8 * * ?', '第2段（分）的格式不正确：“abc”'],
    ['0 0 8 * * MONDAY', '第6段（周）的格式不正确：“MONDAY”'],
    ['0 0 8 L-3 * ?', '第4段（日）的格式不正确：“L-3”'],
    ['0 0 8,* * * ?', '第3段（时）的格式不正确：“8,*”'],
    ['? 0 8 * * ?', '第1段（秒）不能使用“?”，只有日和周可以不指定'],
    ['0 0 8 * * ? ?', '第7段（年）不能使用“?”，只有日和周可以不指定'],
  ])('%j: %s', (text, message) => {
    expect(validateCron(text)).toBe(message);
    const result = parseCron(text);
    expect(result.ok).toBe(false);
  });

  it('names the field at fault', () => {
    const result = parseCron('0 0 25 * * ?');
    expect(result).toEqual({ ok: false, error: '第3段（时）的取值应在0-23之间', field: 'hour' });
  });
});

describe('日 and 周 are exclusive (one of them is ?)', () => {
  it('rejects both specified', () => {
    expect(validateCron('0 0 8 * * *')).toBe('日和周不能同时指定，其中一个必须为“?”（不指定）');
    expect(validateCron('0 0 8 1 * 2')).toBe('日和周不能同时指定，其中一个必须为“?”（不指定）');
  });

  it('rejects both ?', () => {
    expect(validateCron('0 0 8 ? * ?')).toBe('日和周不能同时为“?”，必须指定其中一个');
  });

  it('accepts ? in either', () => {
    expect(validateCron('0 0 8 ? * 2')).toBeNull();
    expect(validateCron('0 0 8 1 * ?')).toBeNull();
  });

  it('specifying 周 in the generator sets 日 to ?, and the other way round', () => {
    let model = defaultCronModel(2026);
    model = updateField(model, 'week', { mode: 'nth', weekday: 2, nth: 1 });
    expect(model.day.mode).toBe('none');
    expect(serializeCron(model)).toBe('0 0 8 ? * 2#1');
    model = updateField(model, 'day', { mode: 'last' });
    expect(model.week.mode).toBe('none');
    expect(serializeCron(model)).toBe('0 0 8 L * ?');
  });

  it('setting one to ? while the other is ? makes the other every', () => {
    let model = updateField(defaultCronModel(2026), 'day', { mode: 'none' });
    expect(model.week.mode).toBe('every');
    expect(serializeCron(model)).toBe('0 0 8 ? * *');
    model = updateField(model, 'week', { mode: 'none' });
    expect(model.day.mode).toBe('every');
    expect(serializeCron(model)).toBe('0 0 8 * * ?');
  });

  it('changing parameters only does not touch the other field', () => {
    const model = updateField(defaultCronModel(2026), 'week', { weekday: 5 });
    expect(model.day.mode).toBe('every');
    expect(model.week.mode).toBe('none');
  });
});

describe('words and run times', () => {
  it('describes Quartz weekdays (1 = 周日)', () => {
    expect(describeCron('0 30 9 ? * 2-6')).toBe('在09:30, 星期一至星期五');
    expect(describeCron('0 0 8 ? * 6L')).toBe('在08:00, 限每月的最后一个星期五');
  });

  it('returns null for what cronstrue cannot read', () => {
    expect(describeCron('not a cron')).toBeNull();
  });

  it('lists runs in the given time zone, with Quartz weekdays', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const runs = getNextRuns('0 0 8 ? * 2#3', { timeZone: 'Asia/Shanghai', now, count: 2 });
    expect(runs.map((d) => d.toISOString())).toEqual(['2026-03-16T00:00:00.000Z', '2026-04-20T00:00:00.000Z']);
    const ny = getNextRuns('0 0 8 * * ?', { timeZone: 'America/New_York', now, count: 1 });
    expect(ny.map((d) => d.toISOString())).toEqual(['2026-03-01T13:00:00.000Z']);
  });

  it('returns no runs for a year range in the past or an invalid text', () => {
    expect(getNextRuns('0 0 8 * * ? 2020-2021', { now: new Date('2026-03-01T00:00:00Z') })).toEqual([]);
    expect(getNextRuns('nope')).toEqual([]);
  });

  it('formats a run in Chinese in the time zone', () => {
    const date = new Date('2026-03-02T00:00:00Z');
    expect(formatRunTime(date, 'Asia/Shanghai')).toBe('2026年03月02日 周一 08:00:00');
    expect(formatRunTime(date, 'UTC')).toBe('2026年03月02日 周一 00:00:00');
  });
});

describe('weekday numbering', () => {
  const quartz: CronOptions = { weekdayNumbering: 'quartz' };
  const sundayZero: CronOptions = { weekdayNumbering: 'sunday-zero' };
  /** Sunday 2026-03-01, 10:00 in Shanghai. */
  const now = new Date('2026-03-01T02:00:00Z');
  const runsIn = (expression: string, options: CronOptions, count = 5) =>
    getNextRuns(expression, { ...options, timeZone: 'Asia/Shanghai', now, count }).map((run) =>
      formatRunTime(run, 'Asia/Shanghai'),
    );
  const parse = (text: string, options: CronOptions) => {
    const result = parseCron(text, undefined, options);
    if (!result.ok) throw new Error(result.error);
    return result;
  };

  it('is Quartz unless told otherwise', () => {
    expect(cronFields()).toBe(CRON_FIELDS);
    expect(cronFields(quartz)).toBe(CRON_FIELDS);
    expect(parseCron('0 0 8 ? * 1')).toEqual(parseCron('0 0 8 ? * 1', undefined, quartz));
    expect(describeCron('0 0 8 ? * 1')).toBe(describeCron('0 0 8 ? * 1', quartz));
    expect(runsIn('0 0 8 ? * 1', {})).toEqual(runsIn('0 0 8 ? * 1', quartz));
  });

  it('names the weekday numbers', () => {
    expect([1, 2, 7].map((n) => weekdayName(n))).toEqual(['周日', '周一', '周六']);
    expect([0, 1, 6, 7].map((n) => weekdayName(n, 'sunday-zero'))).toEqual(['周日', '周一', '周六', '周日']);
  });

  it('offers 周 from 0 (周日) to 6 (周六) in sunday-zero', () => {
    const week = cronFields(sundayZero).find(({ key }) => key === 'week');
    expect(week).toMatchObject({ min: 0, max: 6 });
    expect(CRON_FIELD.week).toMatchObject({ min: 1, max: 7 });
  });

  it('0 0 8 * * 1 runs on Mondays in sunday-zero and on Sundays in Quartz', () => {
    expect(runsIn('0 0 8 * * 1', sundayZero, 2)).toEqual([
      '2026年03月02日 周一 08:00:00',
      '2026年03月09日 周一 08:00:00',
    ]);
    expect(runsIn('0 0 8 * * 1', quartz, 2)).toEqual(['2026年03月08日 周日 08:00:00', '2026年03月15日 周日 08:00:00']);
    expect(describeCron('0 0 8 * * 1', sundayZero)).toBe('在08:00, 仅星期一');
    expect(describeCron('0 0 8 * * 1', quartz)).toBe('在08:00, 仅星期日');
  });

  it('0 0 8 ? * 1-5 is 周一 to 周五 in sunday-zero, 周日 to 周四 in Quartz', () => {
    const zero = parse('0 0 8 ? * 1-5', sundayZero);
    expect(zero.model.week).toMatchObject({ mode: 'range', start: 1, end: 5 });
    expect(zero.expression).toBe('0 0 8 ? * 1-5');
    expect(describeCron('0 0 8 ? * 1-5', sundayZero)).toBe('在08:00, 星期一至星期五');
    expect(runsIn('0 0 8 ? * 1-5', sundayZero, 6)).toEqual([
      '2026年03月02日 周一 08:00:00',
      '2026年03月03日 周二 08:00:00',
      '2026年03月04日 周三 08:00:00',
      '2026年03月05日 周四 08:00:00',
      '2026年03月06日 周五 08:00:00',
      '2026年03月09日 周一 08:00:00',
    ]);
    expect(describeCron('0 0 8 ? * 1-5', quartz)).toBe('在08:00, 星期日至星期四');
    expect(runsIn('0 0 8 ? * 1-5', quartz)).toEqual([
      '2026年03月02日 周一 08:00:00',
      '2026年03月03日 周二 08:00:00',
      '2026年03月04日 周三 08:00:00',
      '2026年03月05日 周四 08:00:00',
      '2026年03月08日 周日 08:00:00',
    ]);
  });

  it('reads names (MON-FRI, SUN) in the numbering', () => {
    expect(parse('0 0 8 ? * MON-FRI', sundayZero).expression).toBe('0 0 8 ? * 1-5');
    expect(parse('0 0 8 ? * MON-FRI', quartz).expression).toBe('0 0 8 ? * 2-6');
    const weekend = parse('0 0 8 ? * sat,sun,mon', sundayZero);
    expect(weekend.model.week).toMatchObject({ mode: 'specific', values: [0, 1, 6] });
    expect(weekend.expression).toBe('0 0 8 ? * 0,1,6');
  });

  it('accepts 7 as 周日 in sunday-zero, and writes it as 0', () => {
    const seven = parse('0 0 8 ? * 7', sundayZero);
    expect(seven.model.week).toMatchObject({ mode: 'specific', values: [0] });
    expect(seven.expression).toBe('0 0 8 ? * 0');
    expect(describeCron('0 0 8 ? * 7', sundayZero)).toBe('在08:00, 仅星期日');
    expect(runsIn('0 0 8 ? * 7', sundayZero, 1)).toEqual(['2026年03月08日 周日 08:00:00']);
    expect(runsIn('0 0 8 ? * 0', sundayZero, 1)).toEqual(['2026年03月08日 周日 08:00:00']);
    expect(parse('0 0 8 ? * 1,7,0', sundayZero).expression).toBe('0 0 8 ? * 0,1');
    expect(parse('0 0 8 ? * 7L', sundayZero).model.week).toMatchObject({ mode: 'lastWeekday', weekday: 0 });
    expect(parse('0 0 8 ? * 7#1', sundayZero).expression).toBe('0 0 8 ? * 0#1');
    // 7 in Quartz is 周六.
    expect(runsIn('0 0 8 ? * 7', quartz, 1)).toEqual(['2026年03月07日 周六 08:00:00']);
  });

  it('keeps a range or interval start at 7 as typed (the generator offers 0-6)', () => {
    const range = parse('0 0 8 ? * 5-7', sundayZero);
    expect(range.model.week).toMatchObject({ mode: 'custom', custom: '5-7' });
    expect(range.expression).toBe('0 0 8 ? * 5-7');
    expect(runsIn('0 0 8 ? * 5-7', sundayZero, 3)).toEqual([
      '2026年03月06日 周五 08:00:00',
      '2026年03月07日 周六 08:00:00',
      '2026年03月08日 周日 08:00:00',
    ]);
    expect(parse('0 0 8 ? * 7/2', sundayZero).model.week).toMatchObject({ mode: 'custom', custom: '7/2' });
    expect(parse('0 0 8 ? * */2', sundayZero).model.week).toMatchObject({ mode: 'interval', from: 0, step: 2 });
    expect(parse('0 0 8 ? * */2', quartz).model.week).toMatchObject({ mode: 'interval', from: 1, step: 2 });
  });

  it('reads nL and n#m in the numbering', () => {
    const last = parse('0 0 18 ? * 5L', sundayZero);
    expect(last.model.week).toMatchObject({ mode: 'lastWeekday', weekday: 5 });
    expect(describeCron('0 0 18 ? * 5L', sundayZero)).toBe('在18:00, 限每月的最后一个星期五');
    expect(runsIn('0 0 18 ? * 5L', sundayZero, 1)).toEqual(['2026年03月27日 周五 18:00:00']);
    expect(runsIn('0 0 18 ? * 5L', quartz, 1)).toEqual(['2026年03月26日 周四 18:00:00']);

    const nth = parse('0 0 8 ? * 1#3', sundayZero);
    expect(nth.model.week).toMatchObject({ mode: 'nth', weekday: 1, nth: 3 });
    expect(describeCron('0 0 8 ? * 1#3', sundayZero)).toBe('在08:00, 限每月的第三个 星期一');
    expect(runsIn('0 0 8 ? * 1#3', sundayZero, 2)).toEqual([
      '2026年03月16日 周一 08:00:00',
      '2026年04月20日 周一 08:00:00',
    ]);
    expect(runsIn('0 0 8 ? * 1#3', quartz, 1)).toEqual(['2026年03月15日 周日 08:00:00']);
  });

  it('the generator writes 周一 as 1 in sunday-zero and as 2 in Quartz', () => {
    const generate = (options: CronOptions, patch: Partial<CronFieldState>) =>
      serializeCron(updateField(defaultCronModel(2026, options), 'week', patch), options);
    // The parameters 周 starts with: 周一 to 周五, 周一.
    expect(generate(sundayZero, { mode: 'range' })).toBe('0 0 8 ? * 1-5');
    expect(generate(quartz, { mode: 'range' })).toBe('0 0 8 ? * 2-6');
    expect(generate(sundayZero, { mode: 'specific' })).toBe('0 0 8 ? * 1');
    expect(generate(quartz, { mode: 'specific' })).toBe('0 0 8 ? * 2');
    expect(generate(sundayZero, { mode: 'lastWeekday' })).toBe('0 0 8 ? * 1L');
    expect(generate(sundayZero, { mode: 'nth' })).toBe('0 0 8 ? * 1#1');
    expect(generate(quartz, { mode: 'nth' })).toBe('0 0 8 ? * 2#1');
    expect(generate(sundayZero, { mode: 'interval' })).toBe('0 0 8 ? * 1/1');
    expect(generate(sundayZero, { mode: 'specific', values: [0, 6] })).toBe('0 0 8 ? * 0,6');
  });

  it.each([
    ['0 0 8 ? * 0', '0 0 8 ? * 0'],
    ['0 0 8 ? * 1-5', '0 0 8 ? * 1-5'],
    ['0 0 8 ? * 0,3,6', '0 0 8 ? * 0,3,6'],
    ['0 0 8 ? * 0/2', '0 0 8 ? * 0/2'],
    ['0 0 8 ? * 6L', '0 0 8 ? * 6L'],
    ['0 0 8 ? * 0#2', '0 0 8 ? * 0#2'],
    ['0 0 8 ? * 1-2,4-5', '0 0 8 ? * 1-2,4-5'],
  ])('sunday-zero %s parses, serialises back to %s and parses again the same', (text, expression) => {
    const result = parse(text, sundayZero);
    expect(result.expression).toBe(expression);
    expect(serializeCron(result.model, sundayZero)).toBe(expression);
    expect(parse(expression, sundayZero).model).toEqual(result.model);
    expect(describeCron(expression, sundayZero)).toEqual(expect.any(String));
    expect(runsIn(expression, sundayZero).length).toBe(5);
  });

  it('says which numbers 周 takes', () => {
    expect(validateCron('0 0 8 ? * 0', quartz)).toBe('第6段（周）的取值应在1-7之间');
    expect(validateCron('0 0 8 ? * 0')).toBe('第6段（周）的取值应在1-7之间');
    expect(validateCron('0 0 8 ? * 0', sundayZero)).toBeNull();
    expect(validateCron('0 0 8 ? * 7', sundayZero)).toBeNull();
    expect(validateCron('0 0 8 ? * 8', sundayZero)).toBe('第6段（周）的取值应在0-7之间');
    expect(validateCron('0 0 8 ? * 8L', sundayZero)).toBe('第6段（周）的取值应在0-7之间');
    expect(validateCron('0 0 8 ? * 1-8', sundayZero)).toBe('第6段（周）的取值应在0-7之间');
    expect(validateCron('0 0 8 ? * 6-1', sundayZero)).toBe('第6段（周）的起始值不能大于结束值：“6-1”');
    expect(validateCron('0 0 8 ? * 0/8', sundayZero)).toBe('第6段（周）的间隔应在1-7之间');
    expect(validateCron('0 0 8 ? * 1#6', sundayZero)).toBe('第6段（周）“#”后的数字应在1-5之间');
  });

  it('daily expressions are the same in both', () => {
    expect(runsIn(DEFAULT_CRON, sundayZero)).toEqual(runsIn(DEFAULT_CRON, quartz));
    expect(describeCron(DEFAULT_CRON, sundayZero)).toBe('在08:00');
  });

  it('describeCron still takes a locale as its second argument', () => {
    expect(describeCron('0 0 8 ? * 2', 'zh_CN')).toBe('在08:00, 仅星期一');
    expect(describeCron('0 0 8 ? * 2', { locale: 'zh_CN' })).toBe('在08:00, 仅星期一');
  });
});

describe('without a year (withYear: false, as node-schedule)', () => {
  const robot: CronOptions = { weekdayNumbering: 'sunday-zero', withYear: false };

  it('has no 年 tab', () => {
    expect(cronFields({ withYear: false }).map(({ key }) => key)).toEqual([
      'second',
      'minute',
      'hour',
      'day',
      'month',
      'week',
    ]);
  });

  it('takes 6 fields only', () => {
    const message = (n: number) => `Cron 表达式应有6段（秒 分 时 日 月 周），当前有${n}段`;
    expect(validateCron('0 0 8 * * ? 2026', robot)).toBe(message(7));
    expect(validateCron('0 0 8 * *', robot)).toBe(message(5));
    expect(validateCron('', robot)).toBe('请输入 Cron 表达式');
    expect(validateCron('0 0 8 ? * 1-5', robot)).toBeNull();
    expect(validateCron('0 0 8 * * ? 2026')).toBeNull();
  });

  it('never writes a year, and lists no runs for 7 fields', () => {
    const model = updateField(defaultCronModel(2026, robot), 'year', { mode: 'range' });
    expect(serializeCron(model)).toBe('0 0 8 * * ? 2026-2027');
    expect(serializeCron(model, robot)).toBe('0 0 8 * * ?');
    const now = new Date('2026-03-01T02:00:00Z');
    expect(getNextRuns('0 0 8 * * ? 2026', { ...robot, now })).toEqual([]);
    expect(getNextRuns('0 0 8 * * ?', { ...robot, now, count: 1 })).toHaveLength(1);
  });
});

describe('omitted modes (omitModes)', () => {
  /** What the robot's node-schedule (cron-parser 2.18) takes: no nW / LW in 日, no nL in 周. */
  const robot: CronOptions = {
    weekdayNumbering: 'sunday-zero',
    withYear: false,
    omitModes: ['nearestWeekday', 'lastWeekday'],
  };
  const now = new Date('2026-03-01T02:00:00Z');
  const modesOf = (options: CronOptions, key: CronFieldKey) => cronFields(options).find((f) => f.key === key)?.modes;

  it('omits nothing by default', () => {
    expect(cronFields({ omitModes: [] })).toBe(CRON_FIELDS);
    expect(validateCron('0 0 8 15W * ?')).toBeNull();
    expect(validateCron('0 0 8 ? * 6L')).toBeNull();
    expect(validateCron('0 0 8 ? * 6L', { omitModes: [] })).toBeNull();
  });

  it('leaves the omitted modes out of the tabs, and nothing else', () => {
    expect(modesOf(robot, 'day')).toEqual(['every', 'range', 'interval', 'specific', 'last', 'none']);
    expect(modesOf(robot, 'week')).toEqual(['every', 'range', 'interval', 'specific', 'nth', 'none']);
    expect(modesOf(robot, 'week')).not.toContain('lastWeekday');
    expect(cronFields(robot).find((f) => f.key === 'week')).toMatchObject({ min: 0, max: 6 });
    expect(cronFields(robot).map((f) => f.key)).toEqual(['second', 'minute', 'hour', 'day', 'month', 'week']);
    for (const key of ['second', 'minute', 'hour', 'month'] as const) {
      expect(modesOf(robot, key)).toEqual(CRON_FIELD[key].modes);
    }
    // The shared table is not changed.
    expect(CRON_FIELD.day.modes).toContain('nearestWeekday');
    expect(CRON_FIELD.week.modes).toContain('lastWeekday');
  });

  it('refuses a typed nW, LW or nL with the mode named, and the field at fault', () => {
    expect(parseCron('0 0 8 15W * ?', undefined, robot)).toEqual({
      ok: false,
      error: '第4段（日）不支持“最近的工作日（W）”',
      field: 'day',
    });
    expect(validateCron('0 0 8 1w * ?', robot)).toBe('第4段（日）不支持“最近的工作日（W）”');
    expect(validateCron('0 0 8 LW * ?', robot)).toBe('第4段（日）不支持“最近的工作日（W）”');
    expect(parseCron('0 0 8 ? * 5L', undefined, robot)).toEqual({
      ok: false,
      error: '第6段（周）不支持“本月最后一个星期几（L）”',
      field: 'week',
    });
    expect(validateCron('0 0 8 ? * 5l', robot)).toBe('第6段（周）不支持“本月最后一个星期几（L）”');
  });

  it('still checks the range and format first, and the 日/周 rule after', () => {
    expect(validateCron('0 0 8 32W * ?', robot)).toBe('第4段（日）的取值应在1-31之间');
    expect(validateCron('0 0 25 15W * ?', robot)).toBe('第3段（时）的取值应在0-23之间');
    expect(validateCron('0 0 8 15W * 1', robot)).toBe('第4段（日）不支持“最近的工作日（W）”');
    expect(validateCron('0 0 8 L * 1', robot)).toBe('日和周不能同时指定，其中一个必须为“?”（不指定）');
  });

  it('accepts what node-schedule takes: L in 日, n#m and ? in 周', () => {
    for (const text of ['0 0 8 L * ?', '0 0 8 ? * 1#3', '0 0 8 ? * 1-5', '0 0 8 * * ?', '0 0 8 1-20/5 * ?']) {
      expect(validateCron(text, robot), text).toBeNull();
    }
    const nth = parseCron('0 0 8 ? * 1#3', undefined, robot);
    expect(nth.ok && nth.model.week).toMatchObject({ mode: 'nth', weekday: 1, nth: 3 });
  });

  it('lists no run times for an expression needing an omitted mode', () => {
    const runs = (text: string, options: CronOptions) =>
      getNextRuns(text, { ...options, timeZone: 'Asia/Shanghai', now, count: 1 }).map((run) =>
        formatRunTime(run, 'Asia/Shanghai'),
      );
    expect(runs('0 0 8 15W * ?', robot)).toEqual([]);
    expect(runs('0 0 8 ? * 5L', robot)).toEqual([]);
    expect(runs('0 0 8 15W * ?', {})).toEqual(['2026年03月16日 周一 08:00:00']);
    expect(runs('0 0 8 L * ?', robot)).toEqual(['2026年03月31日 周二 08:00:00']);
    expect(runs('0 0 8 ? * 1#3', robot)).toEqual(['2026年03月16日 周一 08:00:00']);
  });

  it('refuses LW when last is omitted, and L alone', () => {
    const noLast: CronOptions = { omitModes: ['last'] };
    expect(modesOf(noLast, 'day')).not.toContain('last');
    expect(validateCron('0 0 8 L * ?', noLast)).toBe('第4段（日）不支持“本月最后一天（L）”');
    expect(validateCron('0 0 8 LW * ?', noLast)).toBe('第4段（日）不支持“本月最后一天（L）”');
    expect(validateCron('0 0 8 15W * ?', noLast)).toBeNull();
  });

  it('refuses any text the tabs cannot make when custom is omitted', () => {
    const noCustom: CronOptions = { omitModes: ['custom'] };
    expect(validateCron('0 0 9-12,14-18 * * ?', noCustom)).toBe('第3段（时）不支持这种写法：“9-12,14-18”');
    expect(validateCron('0 0 8 LW * ?', noCustom)).toBe('第4段（日）不支持这种写法：“LW”');
    expect(validateCron('0 0 9-12 * * ?', noCustom)).toBeNull();
  });

  it('refuses the basic modes too when told, and the default model still builds', () => {
    const options: CronOptions = { omitModes: ['interval', 'specific', 'nth'] };
    expect(validateCron('* 0/5 * * * ?', options)).toBe('第2段（分）不支持“间隔”');
    expect(validateCron('*/5 * * * * ?', options)).toBe('第1段（秒）不支持“间隔”');
    expect(validateCron('0 0 8 * * ?', options)).toBe('第1段（秒）不支持“指定”');
    expect(validateCron('* * * ? * 2#1', options)).toBe('第6段（周）不支持“本月第几个星期几（#）”');
    expect(validateCron('* * * * * ?', options)).toBeNull();
    expect(serializeCron(defaultCronModel(2026, options))).toBe(DEFAULT_CRON);
  });

  it('never makes an omitted mode from the generator (日/周 switches to every or none only)', () => {
    let model = defaultCronModel(2026, robot);
    model = updateField(model, 'week', { mode: 'nth', weekday: 1, nth: 2 });
    expect(serializeCron(model, robot)).toBe('0 0 8 ? * 1#2');
    expect(validateCron(serializeCron(model, robot), robot)).toBeNull();
    model = updateField(model, 'day', { mode: 'last' });
    expect(serializeCron(model, robot)).toBe('0 0 8 L * ?');
    expect(validateCron(serializeCron(model, robot), robot)).toBeNull();
  });
});
