import { MessageHistoryView } from './MessageHistoryView';
import {
  clearMessageHistory,
  disableMessageHistory,
  enableMessageHistory,
  exportMessageHistory,
  getMessageHistoryLink,
  listMessageHistory,
} from './message-history-api';

/** 消息记录 wired to the console API. */
export function MessageHistoryPage() {
  return (
    <MessageHistoryView
      load={listMessageHistory}
      loadLink={getMessageHistoryLink}
      onEnable={enableMessageHistory}
      onDisable={disableMessageHistory}
      onClear={clearMessageHistory}
      onExport={exportMessageHistory}
    />
  );
}
