import { SummaryPage } from './summer-chat/SummaryPage';

/** The summaries area's chunk: its one page. */
export const pages = { summerChat: SummaryPage };
