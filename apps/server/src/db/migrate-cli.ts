import { loadConfig } from '../config.ts';
import { connect, migrateToLatest } from './connect.ts';

/** `npm run migrate`: brings the configured database (DATA_DIR or DATABASE_URL) to the latest schema. */
const config = loadConfig();
const db = connect(config);
try {
  const applied = await migrateToLatest(db);
  console.log(JSON.stringify({ database: db.kind, location: db.location, applied }));
} finally {
  await db.kysely.destroy();
}
