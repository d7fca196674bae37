import { Cron } from 'croner';
import cronstrue from 'cronstrue';
// Registers the zh_CN locale on cronstrue (only that locale, not the ~200 KB of all of them). The `.js` is needed:
// cronstrue has no exports map, and Node's ESM resolution (SSR, the published package) adds no extension.
import 'cronstrue/locales/zh_CN.js';

/**
 * Quartz cron expressions (秒 分 时 日 月 周 [年]) as the tabs of the generator see them: parsing a text into
 * one mode per field, serialising the modes back, validating with Chinese messages, and — through cronstrue
 * and croner — describing an expression in words and listing its next run times. Pure functions, no React.
 *
 * The weekday numbers are Quartz's by default (1 = 周日 … 7 = 周六). `weekdayNumbering: 'sunday-zero'` reads and
 * writes them the way node-schedule (cron-parser) and Unix cron do (0 or 7 = 周日, 1 = 周一 … 6 = 周六), and
 * `withYear: false` refuses the 7th field (the year), which node-schedule does not take, and `omitModes` leaves out
 * the modes the scheduler refuses (node-schedule: `nearestWeekday` and `lastWeekday`).
 */

/** The expression a new CronInput starts with: every day at 08:00:00. */
export const DEFAULT_CRON = '0 0 8 * * ?';

/**
 * How the 周 field numbers the weekdays:
 * - `quartz`: 1 = 周日, 2 = 周一 … 7 = 周六 (Quartz, Spring);
 * - `sunday-zero`: 0 = 周日, 1 = 周一 … 6 = 周六, and 7 read as 周日 too (node-schedule / cron-parser, Unix cron).
 */
export type WeekdayNumbering = 'quartz' | 'sunday-zero';

/** The cron dialect the helpers read and write. */
export interface CronOptions {
  /**
   * How the 周 field numbers the weekdays (`sunday-zero` for the robot's node-schedule).
   * @default 'quartz'
   */
  weekdayNumbering?: WeekdayNumbering;
  /**
   * Whether the expression may have a 7th field, the year. False for node-schedule, which takes 6 fields only.
   * @default true
   */
  withYear?: boolean;
  /**
   * Modes the scheduler refuses: the tabs do not offer them (`cronFields`), and a typed field that needs one is
   * refused with a message such as 第4段（日）不支持“最近的工作日（W）”. `LW` (日) needs both `last` and
   * `nearestWeekday`; omitting `custom` refuses every text the tabs cannot make (`1-20/5`, `9-12,14-18`, `LW`).
   * `every` and `none` cannot be omitted: 日 and 周 rely on them. node-schedule (cron-parser 2.x) refuses `nW`,
   * `LW` and `nL`: `['nearestWeekday', 'lastWeekday']`.
   * @default [] (every mode offered)
   */
  omitModes?: readonly OmittableCronMode[];
}

export type CronFieldKey = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'week' | 'year';

/**
 * How a field is given:
 * - `every` `*`, `range` `a-b`, `interval` `a/n` (from a, every n), `specific` `a,b,c`;
 * - 日 only: `last` `L` (last day of the month), `nearestWeekday` `nW` (the weekday nearest day n);
 * - 周 only: `lastWeekday` `nL` (the last weekday n of the month), `nth` `n#m` (the m-th weekday n);
 * - 日, 周 and 年: `none` (`?` for 日 and 周, left out for 年);
 * - `custom`: any other valid text (a list of ranges, `1-20/5`, `LW`…), kept as typed.
 */
export type CronMode =
  | 'every'
  | 'range'
  | 'interval'
  | 'specific'
  | 'last'
  | 'nearestWeekday'
  | 'lastWeekday'
  | 'nth'
  | 'none'
  | 'custom';

/** The modes a scheduler may refuse (`CronOptions.omitModes`): all but `every` and `none`. */
export type OmittableCronMode = Exclude<CronMode, 'every' | 'none'>;

/** The Chinese names of the omittable modes, as the tabs show them and as the messages name them. */
export const CRON_MODE_NAMES: Readonly<Record<OmittableCronMode, string>> = {
  range: '范围',
  interval: '间隔',
  specific: '指定',
  last: '本月最后一天（L）',
  nearestWeekday: '最近的工作日（W）',
  lastWeekday: '本月最后一个星期几（L）',
  nth: '本月第几个星期几（#）',
  custom: '自定义',
};

/**
 * One field of the generator: its mode and the parameters of every mode, so that switching back to a mode finds
 * the values it had.
 */
export interface CronFieldState {
  mode: CronMode;
  /** `range`: from `start` to `end`. */
  start: number;
  end: number;
  /** `interval`: from `from`, every `step`. */
  from: number;
  step: number;
  /** `specific`: the values, ascending (周: in the options' weekday numbering). */
  values: number[];
  /** `nearestWeekday`: the day of the month. */
  day: number;
  /** `lastWeekday` and `nth`: the weekday, in the options' numbering (Quartz: 1 = 周日 … 7 = 周六). */
  weekday: number;
  /** `nth`: which occurrence in the month (1-5). */
  nth: number;
  /** `custom`: the text as typed. */
  custom: string;
}

export type CronModel = Record<CronFieldKey, CronFieldState>;

export interface CronFieldInfo {
  key: CronFieldKey;
  /** 1-based position in the expression. */
  position: number;
  /** The tab's name: 秒 分 时 日 月 周 年. */
  label: string;
  /** The unit in sentences (从 0 秒开始): 秒 分钟 时 日 月 … */
  unit: string;
  min: number;
  max: number;
  /** The modes the generator offers for this field, in display order (`custom` is added when parsed). */
  modes: CronMode[];
}

const BASIC_MODES: CronMode[] = ['every', 'range', 'interval', 'specific'];

export const CRON_FIELDS: readonly CronFieldInfo[] = [
  { key: 'second', position: 1, label: '秒', unit: '秒', min: 0, max: 59, modes: BASIC_MODES },
  { key: 'minute', position: 2, label: '分', unit: '分', min: 0, max: 59, modes: BASIC_MODES },
  { key: 'hour', position: 3, label: '时', unit: '时', min: 0, max: 23, modes: BASIC_MODES },
  {
    key: 'day',
    position: 4,
    label: '日',
    unit: '日',
    min: 1,
    max: 31,
    modes: [...BASIC_MODES, 'last', 'nearestWeekday', 'none'],
  },
  { key: 'month', position: 5, label: '月', unit: '月', min: 1, max: 12, modes: BASIC_MODES },
  {
    key: 'week',
    position: 6,
    label: '周',
    unit: '周',
    min: 1,
    max: 7,
    modes: [...BASIC_MODES, 'lastWeekday', 'nth', 'none'],
  },
  { key: 'year', position: 7, label: '年', unit: '年', min: 1970, max: 2099, modes: ['none', 'every', 'range'] },
];

export const CRON_FIELD: Record<CronFieldKey, CronFieldInfo> = Object.fromEntries(
  CRON_FIELDS.map((field) => [field.key, field]),
) as Record<CronFieldKey, CronFieldInfo>;

const SUNDAY_ZERO_WEEK: CronFieldInfo = { ...CRON_FIELD.week, min: 0, max: 6 };

const isSundayZero = (options: CronOptions) => options.weekdayNumbering === 'sunday-zero';

/** Whether `options.omitModes` leaves out `mode`. */
const isOmitted = (mode: CronMode, options: CronOptions) =>
  (options.omitModes as readonly CronMode[] | undefined)?.includes(mode) ?? false;

/**
 * The fields of the generator for `options`: 周 from 0 to 6 with `sunday-zero` (7 is accepted as 周日 when parsing
 * but the generator does not offer it), no 年 when `withYear` is false, and without the modes of `omitModes`.
 * Without options, `CRON_FIELDS`.
 */
export function cronFields(options: CronOptions = {}): readonly CronFieldInfo[] {
  const omitting = (options.omitModes?.length ?? 0) > 0;
  if (!isSundayZero(options) && options.withYear !== false && !omitting) return CRON_FIELDS;
  return CRON_FIELDS.filter(({ key }) => key !== 'year' || options.withYear !== false).map((field) => {
    const info = field.key === 'week' && isSundayZero(options) ? SUNDAY_ZERO_WEEK : field;
    return omitting ? { ...info, modes: info.modes.filter((mode) => !isOmitted(mode, options)) } : info;
  });
}

/** One field of `cronFields(options)` (the year too, even when `withYear` is false). */
function cronField(key: CronFieldKey, options: CronOptions): CronFieldInfo {
  return key === 'week' && isSundayZero(options) ? SUNDAY_ZERO_WEEK : CRON_FIELD[key];
}

/** Weekday names from 周日 to 周六: Quartz's 1 to 7, sunday-zero's 0 to 6. */
export const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/**
 * The name of a weekday number: Quartz 1 = 周日 … 7 = 周六 (the default), or sunday-zero 0 (and 7) = 周日,
 * 1 = 周一 … 6 = 周六.
 */
export function weekdayName(day: number, numbering: WeekdayNumbering = 'quartz'): string {
  const index = numbering === 'sunday-zero' ? (day === 7 ? 0 : day) : day - 1;
  return WEEKDAY_NAMES[index] ?? String(day);
}

/** The parameters a field starts with before the expression says otherwise. */
function initialField(key: CronFieldKey, referenceYear: number, options: CronOptions): CronFieldState {
  const { min } = CRON_FIELD[key];
  const base: CronFieldState = {
    mode: 'every',
    start: min,
    end: min + 1,
    from: min,
    step: 1,
    values: [min],
    day: 1,
    weekday: 2,
    nth: 1,
    custom: '',
  };
  switch (key) {
    case 'second':
    case 'minute':
      return { ...base, step: 5 };
    case 'hour':
      return { ...base, start: 9, end: 18, step: 2 };
    case 'week': {
      // 周一 to 周五, and 周一 for the single-weekday modes.
      const monday = isSundayZero(options) ? 1 : 2;
      return {
        ...base,
        mode: 'none',
        start: monday,
        end: monday + 4,
        from: monday,
        values: [monday],
        weekday: monday,
      };
    }
    case 'year':
      return { ...base, mode: 'none', start: referenceYear, end: referenceYear + 1, from: referenceYear };
    default:
      return base;
  }
}

/**
 * The generator's state for `DEFAULT_CRON` (`0 0 8 * * ?`). `referenceYear` seeds the year range; `options` the
 * weekday numbers of 周's parameters (周一 to 周五).
 */
export function defaultCronModel(referenceYear = new Date().getFullYear(), options: CronOptions = {}): CronModel {
  const model = Object.fromEntries(
    CRON_FIELDS.map(({ key }) => [key, initialField(key, referenceYear, options)]),
  ) as CronModel;
  // The default expression is the starting state even if it uses an omitted mode (`specific`).
  const parsed = parseCron(DEFAULT_CRON, model, { ...options, omitModes: undefined });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.model;
}

/** The text of one field. */
export function serializeField(key: CronFieldKey, state: CronFieldState): string {
  switch (state.mode) {
    case 'every':
      return '*';
    case 'range':
      return `${state.start}-${state.end}`;
    case 'interval':
      return `${state.from}/${state.step}`;
    case 'specific':
      return [...new Set(state.values)].sort((a, b) => a - b).join(',');
    case 'last':
      return 'L';
    case 'nearestWeekday':
      return `${state.day}W`;
    case 'lastWeekday':
      return `${state.weekday}L`;
    case 'nth':
      return `${state.weekday}#${state.nth}`;
    case 'none':
      return key === 'year' ? '' : '?';
    case 'custom':
      return state.custom;
  }
}

/**
 * The expression of a model: six fields, and the year when it is not `none` (never with `withYear: false`). The
 * weekday numbers are written as the model holds them, i.e. in the numbering it was parsed or built with.
 */
export function serializeCron(model: CronModel, options: CronOptions = {}): string {
  return cronFields({ withYear: options.withYear })
    .map(({ key }) => serializeField(key, model[key]))
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * Changes one field. Changing the mode of 日 or 周 keeps Quartz's rule that exactly one of them is `?`:
 * specifying one sets the other to `none`, and setting one to `none` while the other is `none` too makes the
 * other `every`.
 */
export function updateField(model: CronModel, key: CronFieldKey, patch: Partial<CronFieldState>): CronModel {
  const next: CronModel = { ...model, [key]: { ...model[key], ...patch } };
  if (patch.mode !== undefined && (key === 'day' || key === 'week')) {
    const other: CronFieldKey = key === 'day' ? 'week' : 'day';
    if (patch.mode !== 'none' && next[other].mode !== 'none') next[other] = { ...next[other], mode: 'none' };
    if (patch.mode === 'none' && next[other].mode === 'none') next[other] = { ...next[other], mode: 'every' };
  }
  return next;
}

export type CronParseResult =
  | { ok: true; model: CronModel; expression: string }
  | { ok: false; error: string; field?: CronFieldKey };

type FieldResult = { ok: true; patch: Partial<CronFieldState> } | { ok: false; error: string };

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

function fieldName(field: CronFieldInfo) {
  return `第${field.position}段（${field.label}）`;
}

/** Month and weekday names (JAN, MON…) to numbers; any other word is a format error (null). */
function replaceNames(text: string, field: CronFieldInfo, options: CronOptions): string | null {
  let failed = false;
  const names = field.key === 'month' ? MONTH_NAMES : field.key === 'week' ? DAY_NAMES : [];
  const first = field.key === 'week' && isSundayZero(options) ? 0 : 1;
  const replaced = text.replace(/[A-Z]+/g, (word) => {
    const index = names.indexOf(word);
    if (index >= 0) return String(index + first);
    if (word === 'L' || word === 'W' || word === 'LW') return word;
    failed = true;
    return word;
  });
  return failed ? null : replaced;
}

/**
 * The omitted mode a parsed field needs, if any: its own mode, or for `LW` (日, kept as custom) `nearestWeekday`
 * or `last`.
 */
function omittedModeOf(key: CronFieldKey, patch: Partial<CronFieldState>, options: CronOptions): CronMode | null {
  const { mode } = patch;
  if (mode === undefined) return null;
  if (key === 'day' && mode === 'custom' && patch.custom === 'LW') {
    const needed = (['nearestWeekday', 'last'] as const).find((each) => isOmitted(each, options));
    if (needed) return needed;
  }
  return isOmitted(mode, options) ? mode : null;
}

/** Why a field that needs an omitted mode is refused, e.g. 第4段（日）不支持“最近的工作日（W）”. */
function omittedModeError(field: CronFieldInfo, mode: CronMode, raw: string): string {
  const name = fieldName(field);
  if (mode === 'custom' || mode === 'every' || mode === 'none') return `${name}不支持这种写法：“${raw}”`;
  return `${name}不支持“${CRON_MODE_NAMES[mode]}”`;
}

function parseField(field: CronFieldInfo, raw: string, options: CronOptions): FieldResult {
  const name = fieldName(field);
  const { min, max, key } = field;
  // sunday-zero: 7 is 周日 too. It is read as 0, except in a range or an interval start, which stay as typed.
  const sundaySeven = key === 'week' && isSundayZero(options);
  const top = sundaySeven ? 7 : max;
  const weekday = (n: number) => (sundaySeven && n === 7 ? 0 : n);
  const formatError = (): FieldResult => ({ ok: false, error: `${name}的格式不正确：“${raw}”` });
  const outOfRange = (): FieldResult => ({ ok: false, error: `${name}的取值应在${min}-${top}之间` });
  const inRange = (n: number) => n >= min && n <= top;

  if (raw === '?') {
    if (key === 'day' || key === 'week') return { ok: true, patch: { mode: 'none' } };
    return { ok: false, error: `${name}不能使用“?”，只有日和周可以不指定` };
  }
  if (raw === '*') return { ok: true, patch: { mode: 'every' } };

  const text = replaceNames(raw.toUpperCase(), field, options);
  if (text === null) return formatError();

  if (key === 'day') {
    if (text === 'L') return { ok: true, patch: { mode: 'last' } };
    if (text === 'LW') return { ok: true, patch: { mode: 'custom', custom: 'LW' } };
    const nearest = /^(\d+)W$/.exec(text);
    if (nearest) {
      const day = Number(nearest[1]);
      return inRange(day) ? { ok: true, patch: { mode: 'nearestWeekday', day } } : outOfRange();
    }
  }
  if (key === 'week') {
    const last = /^(\d+)L$/.exec(text);
    if (last) {
      const day = Number(last[1]);
      return inRange(day) ? { ok: true, patch: { mode: 'lastWeekday', weekday: weekday(day) } } : outOfRange();
    }
    const nth = /^(\d+)#(\d+)$/.exec(text);
    if (nth) {
      const day = Number(nth[1]);
      const occurrence = Number(nth[2]);
      if (!inRange(day)) return outOfRange();
      if (occurrence < 1 || occurrence > 5) return { ok: false, error: `${name}“#”后的数字应在1-5之间` };
      return { ok: true, patch: { mode: 'nth', weekday: weekday(day), nth: occurrence } };
    }
  }

  // A comma-separated list of values, ranges and steps.
  const items = text.split(',');
  const parsed: ({ kind: 'value'; n: number } | { kind: 'range'; a: number; b: number } | { kind: 'other' })[] = [];
  for (const item of items) {
    let match = /^(\d+)$/.exec(item);
    if (match) {
      const n = Number(match[1]);
      if (!inRange(n)) return outOfRange();
      parsed.push({ kind: 'value', n: weekday(n) });
      continue;
    }
    match = /^(\*|\d+|\d+-\d+)(?:\/(\d+))?$/.exec(item);
    if (!match?.[1]) return formatError();
    const [, base, stepText] = match;
    let a = min;
    let b = max;
    if (base !== '*') {
      const [first, second] = base.split('-').map(Number) as [number, number | undefined];
      a = first;
      b = second ?? max;
      if (!inRange(a) || !inRange(b)) return outOfRange();
      if (second !== undefined && a > b) return { ok: false, error: `${name}的起始值不能大于结束值：“${item}”` };
    }
    if (stepText !== undefined) {
      const step = Number(stepText);
      const most = max - min + 1;
      if (step < 1 || step > most) return { ok: false, error: `${name}的间隔应在1-${most}之间` };
      // `a/n` and `*/n`: the generator's interval mode; `a-b/n` is kept as custom text (so is `7/n` in sunday-zero).
      if (items.length === 1 && !base.includes('-') && a <= max && field.modes.includes('interval')) {
        return { ok: true, patch: { mode: 'interval', from: a, step } };
      }
      parsed.push({ kind: 'other' });
    } else if (base === '*') {
      return formatError();
    } else {
      parsed.push({ kind: 'range', a, b });
    }
  }
  const [only] = parsed;
  // A range up to 7 (周日) in sunday-zero has no 0-6 equivalent in the generator: it stays as typed.
  if (parsed.length === 1 && only?.kind === 'range' && only.b <= max)
    return { ok: true, patch: { mode: 'range', start: only.a, end: only.b } };
  if (key !== 'year' && parsed.every((item) => item.kind === 'value')) {
    const values = [...new Set(parsed.map((item) => (item.kind === 'value' ? item.n : 0)))].sort((x, y) => x - y);
    return { ok: true, patch: { mode: 'specific', values } };
  }
  return { ok: true, patch: { mode: 'custom', custom: raw } };
}

/**
 * Parses an expression (6 or 7 fields, only 6 with `withYear: false`; names such as MON or JAN allowed) into
 * the generator's model, keeping `base`'s parameters of the modes the expression does not use. The weekday
 * numbers are read, and kept in the model, in `options.weekdayNumbering` (a 7 read as 周日 in sunday-zero becomes
 * 0). `base` should be built with the same options. A field needing a mode of `options.omitModes` is refused.
 * On failure, `error` says why in Chinese (e.g. 第3段（时）的取值应在0-23之间, 第4段（日）不支持“最近的工作日（W）”)
 * and `field` names the field at fault.
 */
export function parseCron(text: string, base?: CronModel, options: CronOptions = {}): CronParseResult {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { ok: false, error: '请输入 Cron 表达式' };
  if (options.withYear === false) {
    if (parts.length !== 6)
      return { ok: false, error: `Cron 表达式应有6段（秒 分 时 日 月 周），当前有${parts.length}段` };
  } else if (parts.length < 6 || parts.length > 7) {
    return { ok: false, error: `Cron 表达式应有6段或7段（秒 分 时 日 月 周 [年]），当前有${parts.length}段` };
  }
  const start = base ?? defaultCronModel(undefined, options);
  let model = start;
  for (const { key } of CRON_FIELDS) {
    const field = cronField(key, options);
    const raw = parts[field.position - 1];
    const result: FieldResult =
      raw === undefined ? { ok: true, patch: { mode: 'none' } } : parseField(field, raw, options);
    if (!result.ok) return { ok: false, error: result.error, field: field.key };
    const omitted = raw === undefined ? null : omittedModeOf(key, result.patch, options);
    if (omitted) return { ok: false, error: omittedModeError(field, omitted, raw ?? ''), field: field.key };
    model = { ...model, [field.key]: { ...start[field.key], ...result.patch } };
  }
  const dayNone = model.day.mode === 'none';
  const weekNone = model.week.mode === 'none';
  if (!dayNone && !weekNone) {
    return { ok: false, error: '日和周不能同时指定，其中一个必须为“?”（不指定）', field: 'week' };
  }
  if (dayNone && weekNone) return { ok: false, error: '日和周不能同时为“?”，必须指定其中一个', field: 'week' };
  return { ok: true, model, expression: serializeCron(model, options) };
}

/** Why an expression is invalid (in the dialect of `options`), in Chinese, or null when it is valid. */
export function validateCron(text: string, options: CronOptions = {}): string | null {
  const result = parseCron(text, undefined, options);
  return result.ok ? null : result.error;
}

export interface DescribeCronOptions {
  /**
   * The cronstrue locale.
   * @default 'zh_CN'
   */
  locale?: string;
  /**
   * How the 周 field numbers the weekdays.
   * @default 'quartz'
   */
  weekdayNumbering?: WeekdayNumbering;
}

/**
 * The expression in words (cronstrue, zh_CN unless told, 24-hour clock), reading the weekdays in
 * `weekdayNumbering` (Quartz by default), or null when it cannot be described. The second argument may also be
 * just the locale, as before.
 */
export function describeCron(expression: string, options: DescribeCronOptions | string = {}): string | null {
  const { locale = 'zh_CN', weekdayNumbering = 'quartz' } = typeof options === 'string' ? { locale: options } : options;
  try {
    return cronstrue.toString(expression, {
      locale,
      use24HourTimeFormat: true,
      dayOfWeekStartIndexZero: weekdayNumbering === 'sunday-zero',
      throwExceptionOnParseError: true,
    });
  } catch {
    return null;
  }
}

export interface NextRunsOptions extends CronOptions {
  /** How many run times. */
  count?: number;
  /** The IANA time zone the expression runs in (e.g. Asia/Shanghai); without it, the system's. */
  timeZone?: string;
  /** The runs come after this moment. */
  now?: Date;
}

/**
 * The next run times of a valid expression (croner, weekdays in `weekdayNumbering`, Quartz by default); empty
 * when there are none or the expression is invalid (7 fields with `withYear: false` included, and a mode of
 * `omitModes`).
 */
export function getNextRuns(
  expression: string,
  {
    count = 5,
    timeZone,
    now = new Date(),
    weekdayNumbering = 'quartz',
    withYear = true,
    omitModes,
  }: NextRunsOptions = {},
) {
  if (omitModes?.length && !parseCron(expression, undefined, { weekdayNumbering, withYear, omitModes }).ok) return [];
  try {
    const job = new Cron(expression, {
      paused: true,
      timezone: timeZone,
      // croner numbers weekdays 0-6 (and 7) from Sunday; its alternative weekdays are Quartz's 1-7.
      alternativeWeekdays: weekdayNumbering === 'quartz',
      sloppyRanges: true,
      mode: withYear ? '6-or-7-parts' : '6-part',
    });
    return job.nextRuns(count, now);
  } catch {
    return [];
  }
}

/** A run time in Chinese (2026年03月02日 周一 08:00:00) in `timeZone`. */
export function formatRunTime(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('zh-CN', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}年${get('month')}月${get('day')}日 ${get('weekday')} ${get('hour')}:${get('minute')}:${get('second')}`;
}
