/**
 * Which rules, schedules and forwards of a robot config mention a room or a friend ("where used", before the
 * user renames or leaves a group). Each section names its targets differently (ROBOT-PROTOCOL §4.2, §4.3,
 * §5.1), so every section that can name one has an extractor here; sections without targets (replyKeywords,
 * callBackEvents, customBot, summerConfig … only carry a scope) never match.
 */
import { labelOf, type RelatedPlace, SYNC_MODE_OPTIONS, type SyncMode } from '@weassit/contract';
import { configItems, ordinal } from './config-walk.ts';

export type ContactKind = 'room' | 'contact';

/** A target an item names: by id (wxid) and/or by names (topic; nickname or remark). */
interface Reference {
  kind: ContactKind;
  id: string;
  names: string[];
}

/** The room or friend looked for: its wxid (may be '') and every name it goes by. */
export interface ContactIdentity {
  kind: ContactKind;
  wxid: string;
  names: string[];
}

type Fields = Record<string, unknown>;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const texts = (v: unknown): string[] => (Array.isArray(v) ? v.map(text) : []);
const fields = (v: unknown): Fields => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Fields) : {});
const kindOf = (v: unknown, fallback: ContactKind): ContactKind =>
  v === 'room' ? 'room' : v === 'contact' ? 'contact' : fallback;

/** `[{id, name}]` target lists (forwards, autoRoomCreate members): found by id, else by name. */
const targets = (kind: ContactKind, list: unknown): Reference[] =>
  Array.isArray(list) ? list.map((t) => ({ kind, id: text(fields(t).id), names: [text(fields(t).name)] })) : [];

/** Schedules name a room by `roomName` and a contact by `name` or `alias`; `wxid`, when set, is the only lookup. */
const scheduleTarget = (item: Fields, kind: ContactKind): Reference =>
  kind === 'room'
    ? { kind, id: text(item.wxid), names: [text(item.roomName)] }
    : { kind, id: text(item.wxid), names: [text(item.name), text(item.alias)] };

const REFERENCES: Record<string, (item: unknown) => Reference[]> = {
  roomJoinKeywords: (i) => [{ kind: 'room', id: '', names: [text(fields(i).roomName)] }],
  roomAsyncList: (i) => [{ kind: 'room', id: '', names: [text(fields(i).one), ...texts(fields(i).many)] }],
  privateForwards: (i) => [
    { kind: 'contact', id: '', names: [text(fields(i).name), ...texts(fields(i).contacts)] },
    { kind: 'room', id: '', names: texts(fields(i).rooms) },
  ],
  forwards: (i) => [
    ...targets(kindOf(fields(i).type, 'contact'), fields(i).targets),
    ...targets(kindOf(fields(i).forwardType, 'contact'), fields(i).forwardTargets),
  ],
  // 每日说 and countdowns go to a contact unless the item says type 'room' (ROBOT-PROTOCOL §5.1).
  dayTaskSchedule: (i) => [scheduleTarget(fields(i), kindOf(fields(i).type, 'contact'))],
  countDownTaskSchedule: (i) => [scheduleTarget(fields(i), kindOf(fields(i).type, 'contact'))],
  roomNewsSchedule: (i) => [scheduleTarget(fields(i), 'room')],
  roomTaskSchedule: (i) => [scheduleTarget(fields(i), 'room')],
  eventKeywords: (i) =>
    fields(i).event === 'autoRoomCreate' ? targets('contact', fields(fields(i).otherInfo).members) : [],
  parseMiniRooms: (i) => [{ kind: 'room', id: '', names: [text(i)] }],
};

function keywordsOf(item: Fields): string {
  const words = texts(item.keywords).filter(Boolean);
  if (words.length === 0) return '';
  return `关键词：${words.slice(0, 3).join('、')}${words.length > 3 ? ' 等' : ''}`;
}

/** What tells the item apart on its page, after its number. */
const DETAILS: Record<string, (item: Fields) => string> = {
  roomJoinKeywords: keywordsOf,
  forwards: keywordsOf,
  eventKeywords: keywordsOf,
  roomAsyncList: (i) => labelOf(SYNC_MODE_OPTIONS, i.model as SyncMode),
  privateForwards: (i) => (text(i.name) ? `转发「${text(i.name)}」的私聊` : ''),
};

function labelFor(section: string, item: unknown, index: number | null): string {
  if (section === 'parseMiniRooms') return '解析小程序的群';
  const detail = DETAILS[section]?.(fields(item));
  if (detail !== undefined) return [ordinal(index), detail].filter(Boolean).join(' ') || section;
  // Schedules: the number and the cron expression.
  const date = text(fields(item).date);
  return `${ordinal(index)}${date ? `（${date}）` : ''}` || section;
}

/**
 * The places in `config` that name `who`, by wxid or by any of its names (exact, trimmed: the robot matches
 * topics and nicknames exactly). A friend's nickname and remark are treated alike, so a schedule written with
 * either is found. Each place once, in config order.
 */
export function findContactUsage(config: unknown, who: ContactIdentity): RelatedPlace[] {
  const names = new Set(who.names.map((n) => n.trim()).filter(Boolean));
  const wxid = who.wxid.trim();
  const matches = (r: Reference) =>
    r.kind === who.kind && ((wxid !== '' && r.id === wxid) || r.names.some((n) => n !== '' && names.has(n)));
  const places = new Map<string, RelatedPlace>();
  for (const { section, area, index, item } of configItems(config)) {
    if (!(REFERENCES[section]?.(item) ?? []).some(matches)) continue;
    const label = labelFor(section, item, index);
    places.set(`${area}\u0000${label}`, { area, label });
  }
  return [...places.values()];
}
