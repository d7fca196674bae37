import type { RobotConfigRecord } from '@weassit/contract';
import { apiGet } from '../../../lib/api-client';
import { getRobotConfig } from '../../../lib/robot-config';
import { NOTICES_PATH, type Notice } from './get-notices';
import { ROBOT_STATUS_PATH, type RobotStatusInfo } from './get-robot-status';

/** The dashboard's first requests, in flight; they fail quietly (the page then asks through the API client). */
export interface DashboardRequests {
  config: Promise<RobotConfigRecord | null>;
  notices: Promise<Notice[]>;
  status: Promise<RobotStatusInfo>;
}

/** The answers among them that are in already (failures are not: the page handles them from the promises). */
export type DashboardAnswers = { [K in keyof DashboardRequests]?: Awaited<DashboardRequests[K]> };

/** Past this age the page does not use what was prefetched: it asks again. */
export const PREFETCH_FRESH_MS = 10_000;

let prefetched: { userId: string | null; at: number; requests: DashboardRequests; answers: DashboardAnswers } | null =
  null;

const isFresh = (userId: string | null, now: number) =>
  prefetched !== null && prefetched.userId === userId && now - prefetched.at < PREFETCH_FRESH_MS;

/**
 * Starts the dashboard's first requests before its chunk has arrived (the console's boot calls it beside the
 * user-info check), so the page renders with its data instead of placeholders that its data then pushes around.
 * Asking again while an untaken, fresh set for the same user exists does nothing.
 */
export function prefetchDashboard(userId: string | null, now = Date.now()): void {
  // Boot and guard may both ask: one set of requests is enough until the page takes it.
  if (isFresh(userId, now)) return;
  const requests: DashboardRequests = {
    config: getRobotConfig(userId, { quiet: true }),
    notices: apiGet<Notice[]>(NOTICES_PATH, { quiet: true }),
    status: apiGet<RobotStatusInfo>(ROBOT_STATUS_PATH, { quiet: true }),
  };
  const answers: DashboardAnswers = {};
  // A failure is the page's to handle (it asks again through the API client); the handlers here also keep it
  // from being an unhandled rejection meanwhile.
  requests.config.then((value) => (answers.config = value), ignore);
  requests.notices.then((value) => (answers.notices = value), ignore);
  requests.status.then((value) => (answers.status = value), ignore);
  prefetched = { userId, at: now, requests, answers };
}

function ignore() {}

/**
 * The prefetched answers for `userId` that are in already, without taking them: the page's first render uses
 * them, so it starts with its cards rather than placeholders.
 */
export function peekDashboardAnswers(userId: string | null, now = Date.now()): DashboardAnswers {
  return isFresh(userId, now) ? { ...prefetched?.answers } : {};
}

/** What was prefetched for `userId` and is still fresh, once (a later visit asks again); otherwise null. */
export function takeDashboardPrefetch(userId: string | null, now = Date.now()): DashboardRequests | null {
  const fresh = isFresh(userId, now) ? prefetched : null;
  prefetched = null;
  return fresh?.requests ?? null;
}
