import { prefetchDashboard } from '../features/dashboard/main/prefetch';

/**
 * Routes whose page can start its first requests before its chunk arrives, beside the auth guard's user-info
 * check: called with the stored user id. The requests must fail quietly (the token is not checked yet); each page
 * takes what was started, and asks itself (through the API client) when nothing was or it failed.
 */
export const routeData: Partial<Record<string, (userId: string | null) => void>> = {
  dashboardMain: prefetchDashboard,
};
