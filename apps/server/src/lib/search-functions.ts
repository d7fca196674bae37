/**
 * SQL functions the SQLite search threads register on their connections (services/message-search.worker.ts) and
 * the search statements call. Kept apart from the repositories so a search thread loads only better-sqlite3 and
 * this: importing the repositories (Kysely, the contract) made a new thread's first search take about a second.
 */
export const SEARCH_FUNCTIONS = { budget: 'search_budget', contains: 'contains_folded' } as const;
