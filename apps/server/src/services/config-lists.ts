import { createHash } from 'node:crypto';
import { type ConfigList, type ConfigListName, ErrorCode, ROBOT_CONFIG_MAX_BYTES } from '@weassit/contract';
import { CONFIG_LISTS, defaultRobotConfig } from '@weassit/contract/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../lib/envelope.ts';
import { newId } from '../lib/ids.ts';
import { type RobotConfigRow, robotConfigsRepository } from '../repositories/robot-configs.ts';

type Item = Record<string, unknown>;

/**
 * A list's version: a digest of the list as stored. It changes exactly when the list's content changes — by an
 * item operation or by a whole-config save — so no counter has to be kept in step with the config, and nothing
 * is added to the config JSON the robot fetches. A list changed and changed back reads as unchanged, which is
 * right: an operation based on that content loses nothing.
 */
export function listVersion(items: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(items)).digest('hex').slice(0, 16);
}

function storedConfig(row: RobotConfigRow | undefined): Record<string, unknown> {
  return row ? (JSON.parse(row.config) as Record<string, unknown>) : defaultRobotConfig();
}

function storedList(config: Record<string, unknown>, name: ConfigListName): Item[] {
  const value = config[name];
  return Array.isArray(value) ? (value as Item[]) : [];
}

function numericId(item: Item): number | undefined {
  const id = item.id;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 ? id : undefined;
}

/** The next sequential id of a scheduled list: one past the largest, from 1. */
export function nextScheduleId(items: readonly Item[]): number {
  return items.reduce((max, item) => Math.max(max, numericId(item) ?? 0), 0) + 1;
}

/**
 * Gives every schedule item without an id the next one, in list order; items that have one keep it, so an id
 * names the same task across edits, moves and deletes of other tasks.
 */
function withScheduleIds(items: readonly Item[]): Item[] {
  let next = nextScheduleId(items);
  return items.map((item) => (numericId(item) === undefined ? { ...item, id: next++ } : item));
}

function present(name: ConfigListName, items: readonly Item[]): Item[] {
  return CONFIG_LISTS[name].scheduled ? withScheduleIds(items) : [...items];
}

/** Every editable list's version, for the whole-config read (a client may start item operations from it). */
export function listVersions(configText: string): Record<ConfigListName, string> {
  const config = JSON.parse(configText) as Record<string, unknown>;
  return Object.fromEntries(
    (Object.keys(CONFIG_LISTS) as ConfigListName[]).map((name) => [name, listVersion(storedList(config, name))]),
  ) as Record<ConfigListName, string>;
}

export async function readConfigList(db: Kysely<Database>, userId: string, name: ConfigListName): Promise<ConfigList> {
  const items = storedList(storedConfig(await robotConfigsRepository(db).findByUser(userId)), name);
  return { name, version: listVersion(items), items: present(name, items) };
}

/** A change of one list, given the items as the client saw them (with schedule ids); throws AppError to refuse. */
export type ListChange = (items: Item[], spec: (typeof CONFIG_LISTS)[ConfigListName]) => Item[];

export type ListChangeResult = { ok: true; list: ConfigList } | { ok: false; list: ConfigList };

/** Attempts before giving up when other lists of the same config keep changing underneath (each one re-reads). */
const ATTEMPTS = 8;

/**
 * Applies `change` to list `name` if its version is still `version`, atomically: read the row, check the
 * list's version, change it, and write only if the row's own version is still the one read (the repository's
 * compare-and-set, one UPDATE, the same on SQLite and PostgreSQL). When another write got in between, the whole
 * step runs again on the fresh row: a change to another list is merged over, a change to this list turns into
 * the conflict. Of two concurrent changes to one list exactly one succeeds.
 */
export async function changeConfigList(
  db: Kysely<Database>,
  userId: string,
  name: ConfigListName,
  version: string,
  change: ListChange,
): Promise<ListChangeResult> {
  const repo = robotConfigsRepository(db);
  const spec = CONFIG_LISTS[name];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const row = await repo.findByUser(userId);
    const config = storedConfig(row);
    const items = storedList(config, name);
    const current = listVersion(items);
    if (current !== version) return { ok: false, list: { name, version: current, items: present(name, items) } };
    const next = change(present(name, items), spec);
    if (next.length > spec.max) {
      throw new AppError(ErrorCode.QUOTA_EXCEEDED, `该列表最多 ${spec.max} 条`);
    }
    const text = JSON.stringify({ ...config, [name]: next });
    if (Buffer.byteLength(text) > ROBOT_CONFIG_MAX_BYTES) throw new AppError(ErrorCode.INVALID_PARAMETER, '配置过大');
    const now = Date.now();
    const written = row
      ? (await repo.updateIfVersion(userId, row.version, text, now)) !== null
      : await repo.insert({
          id: newId(),
          user_id: userId,
          config: text,
          verify_code: '',
          panel_version: '',
          version: 1,
          status: 1,
          created_at: now,
          updated_at: now,
        });
    if (written) return { ok: true, list: { name, version: listVersion(next), items: next } };
  }
  const latest = await readConfigList(db, userId, name);
  return { ok: false, list: latest };
}

function itemAt(items: readonly Item[], index: number): Item {
  const item = items[index];
  if (item === undefined) throw new AppError(ErrorCode.INVALID_PARAMETER, `条目不存在（序号 ${index}）`);
  return item;
}

export const listChanges = {
  add(item: Item): ListChange {
    return (items, spec) => {
      const { id: _ignored, ...rest } = item;
      return [...items, spec.scheduled ? { ...rest, id: nextScheduleId(items) } : item];
    };
  },
  /** The item keeps its place and, in a schedule, its id. */
  replace(index: number, item: Item): ListChange {
    return (items, spec) => {
      const old = itemAt(items, index);
      const { id: _ignored, ...rest } = item;
      const next = spec.scheduled ? { ...rest, id: old.id } : item;
      return items.map((existing, i) => (i === index ? next : existing));
    };
  },
  remove(index: number): ListChange {
    return (items) => {
      itemAt(items, index);
      return items.filter((_, i) => i !== index);
    };
  },
  /** The copy goes right after the original; in a schedule it gets the next id. */
  duplicate(index: number): ListChange {
    return (items, spec) => {
      const copy = spec.scheduled ? { ...itemAt(items, index), id: nextScheduleId(items) } : itemAt(items, index);
      return [...items.slice(0, index + 1), copy, ...items.slice(index + 1)];
    };
  },
  move(from: number, to: number): ListChange {
    return (items, spec) => {
      if (!spec.ordered) throw new AppError(ErrorCode.INVALID_PARAMETER, '该列表的顺序不影响机器人，不能移动');
      const moved = itemAt(items, from);
      itemAt(items, to);
      const rest = items.filter((_, i) => i !== from);
      return [...rest.slice(0, to), moved, ...rest.slice(to)];
    };
  },
};
