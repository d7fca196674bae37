import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../schema.ts';

/** A migration: `up` gets the dialect so the rare dialect-specific column (auto-increment ids) can branch. */
export interface Migration {
  up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void>;
  down?(db: Kysely<unknown>, kind: DatabaseKind): Promise<void>;
}
