import { isDeepStrictEqual } from 'node:util';
import { VIP_CONFIG_SECTIONS, type VipConfigSection } from '@weassit/contract';
import { defaultRobotConfig } from '@weassit/contract/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { usersRepository } from '../repositories/users.ts';

const SECTIONS = Object.keys(VIP_CONFIG_SECTIONS) as VipConfigSection[];

/** The user's role as stored now (an admin may have changed it since the session began). */
export async function isVip(db: Kysely<Database>, userId: string): Promise<boolean> {
  return (await usersRepository(db).findById(userId))?.role === 'vip';
}

/**
 * The vip sections a free user's save would change. Leaving a section as stored is fine (a former member keeps
 * a config they can still save), and so is resetting it to its default (turning a vip feature off).
 */
export function changedVipSections(stored: Record<string, unknown>, next: Record<string, unknown>): VipConfigSection[] {
  const defaults = defaultRobotConfig() as Record<string, unknown>;
  return SECTIONS.filter((s) => !isDeepStrictEqual(next[s], stored[s]) && !isDeepStrictEqual(next[s], defaults[s]));
}

/** The config with every vip section at its default: what the robot of a free user runs. */
export function withoutVipSections(config: Record<string, unknown>): Record<string, unknown> {
  const defaults = defaultRobotConfig() as Record<string, unknown>;
  const out = { ...config };
  for (const s of SECTIONS) out[s] = defaults[s];
  return out;
}
