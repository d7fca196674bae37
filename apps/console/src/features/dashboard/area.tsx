import { DashboardPage } from './main/DashboardPage';

/** The dashboard's chunk. */
export const pages = { dashboardMain: DashboardPage };
