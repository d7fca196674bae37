import os from 'node:os';
import {
  ErrorCode,
  MESSAGE_HISTORY_MESSAGES,
  type MessageHistoryFilter,
  type MessageRecord,
  type Page,
} from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { LimitFullError } from '../lib/concurrency-limit.ts';
import { AppError } from '../lib/envelope.ts';
import { WorkerPool, WorkerTimeoutError } from '../lib/worker-pool.ts';
import { messageRecordsRepository, toMessageRecord } from '../repositories/message-records.ts';
import type { PageQuery } from '../repositories/paginate.ts';
import type { SearchJob, SearchResult } from './message-search.worker.ts';

/** How long one search (its count and its page) may run before it is stopped and refused. */
export const SEARCH_BUDGET_MS = 3000;
/** A search thread that has not answered this long after its budget is stuck inside one step: it is stopped. */
const SEARCH_STUCK_MS = 10_000;
/** PostgreSQL's "canceling statement due to statement timeout". */
const QUERY_CANCELED = '57014';

/**
 * SQLite searches run in worker threads shared by the server (one per spare core, at least one), each on its own
 * read-only connection, a few waiting, others refused at once.
 */
const searches = new WorkerPool<SearchJob, SearchResult>(
  new URL('./message-search.worker.ts', import.meta.url),
  Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  8,
);

const tooCostly = () => new AppError(ErrorCode.INVALID_PARAMETER, MESSAGE_HISTORY_MESSAGES.searchTooCostly);

/**
 * A page of the user's 消息记录. Without a search word it is a bounded read of the per-user index. With one, the
 * work grows with the stored texts, so it is given SEARCH_BUDGET_MS and refused with a clear message past it:
 * on SQLite in a search thread (the event loop stays free), on PostgreSQL with a statement timeout.
 */
export async function listMessages(
  app: FastifyInstance,
  userId: string,
  filter: MessageHistoryFilter,
  page: PageQuery,
  budgetMs = SEARCH_BUDGET_MS,
): Promise<Page<MessageRecord>> {
  const records = messageRecordsRepository(app.db.kysely, app.db.kind, userId);
  if (filter.word === undefined) return records.list(filter, page);
  if (app.db.kind === 'postgres') {
    try {
      return await records.listWithin(filter, page, budgetMs);
    } catch (error) {
      if ((error as { code?: unknown }).code === QUERY_CANCELED) throw tooCostly();
      throw error;
    }
  }
  const statements = records.searchStatements(filter, page);
  let result: SearchResult;
  try {
    result = await searches.run(
      {
        file: app.db.location,
        statements: [statements.count, statements.page].map((q) => ({ sql: q.sql, parameters: q.parameters })),
        budgetMs,
      },
      budgetMs + SEARCH_STUCK_MS,
    );
  } catch (error) {
    if (error instanceof LimitFullError)
      throw new AppError(ErrorCode.RATE_LIMITED, MESSAGE_HISTORY_MESSAGES.searchBusy, 429);
    if (error instanceof WorkerTimeoutError) throw tooCostly();
    throw error;
  }
  if (result.spent) throw tooCostly();
  const [counted, rows] = result.rows;
  const total = Number((counted?.[0] as { count?: unknown } | undefined)?.count ?? 0);
  return {
    count: total,
    list: (rows ?? []).map((row) => toMessageRecord(row as Parameters<typeof toMessageRecord>[0])),
  };
}
