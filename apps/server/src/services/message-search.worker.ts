/**
 * The thread SQLite searches of 消息记录 run in (services/message-search.ts): better-sqlite3 runs a statement
 * to its end on the thread that calls it and cannot be interrupted from outside, so a search runs here, on a
 * read-only connection of its own, and a budget function inside the SQL stops it from within.
 */
import SQLite from 'better-sqlite3';
import { SEARCH_FUNCTIONS } from '../lib/search-functions.ts';
import { workerMain } from '../lib/worker-main.ts';

export interface SearchStatement {
  sql: string;
  parameters: readonly unknown[];
}

export interface SearchJob {
  /** The SQLite file (Db.location). */
  file: string;
  statements: SearchStatement[];
  budgetMs: number;
}

/** What a job answers: each statement's rows, or `spent` when the budget ran out first. */
export type SearchResult = { spent: false; rows: unknown[][] } | { spent: true };

/** The message the budget function throws, told apart from other failures. */
const SPENT = 'search budget spent';
/** Connections kept open, one per database file (tests open many); the oldest is closed beyond this. */
const CONNECTIONS_MAX = 4;

let deadline = 0;
const connections = new Map<string, SQLite.Database>();

function connection(file: string): SQLite.Database {
  const open = connections.get(file);
  if (open) {
    connections.delete(file);
    connections.set(file, open);
    return open;
  }
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  db.function(SEARCH_FUNCTIONS.budget, { deterministic: false }, () => {
    if (performance.now() > deadline) throw new Error(SPENT);
    return 1;
  });
  // The trigram tokenizer folds case; so does this, for the candidates the index found.
  db.function(SEARCH_FUNCTIONS.contains, { deterministic: true }, (text: unknown, word: unknown) =>
    typeof text === 'string' && typeof word === 'string' && text.toLowerCase().includes(word) ? 1 : 0,
  );
  connections.set(file, db);
  for (const [oldest, db] of connections) {
    if (connections.size <= CONNECTIONS_MAX) break;
    connections.delete(oldest);
    db.close();
  }
  return db;
}

function search(job: SearchJob): SearchResult {
  const db = connection(job.file);
  deadline = performance.now() + job.budgetMs;
  try {
    // One read transaction: the count and the page see the same rows.
    const rows = db.transaction(() =>
      job.statements.map((s) => db.prepare(s.sql).all(...(s.parameters as unknown[])) as unknown[]),
    )();
    return { spent: false, rows };
  } catch (error) {
    if (error instanceof Error && error.message === SPENT) return { spent: true };
    throw error;
  }
}

workerMain(search);
