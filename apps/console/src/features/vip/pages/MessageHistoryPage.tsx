import {
  clearMessageHistory,
  disableMessageHistory,
  enableMessageHistory,
  exportMessageHistory,
  getMessageHistoryLink,
  listMessageHistory,
} from '../api/message-history';
import { MessageHistoryView } from './MessageHistoryView';

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
