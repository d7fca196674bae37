import { DashboardPage } from './pages/DashboardPage';

/** The dashboard's chunk. */
export const pages = { dashboardMain: DashboardPage };
