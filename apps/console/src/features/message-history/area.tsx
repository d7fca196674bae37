import { MessageHistoryPage } from './message-history/MessageHistoryPage';

/** The message history area's chunk: its one page. */
export const pages = { messageHistory: MessageHistoryPage };
