import type { ListFilters } from '../../../kit/list/paged-query';

/**
 * The 消息记录 list's filters as the page keeps them: text values (the kit's list state is strings), an empty
 * value meaning "no filter". Dates are the date inputs' `YYYY-MM-DD` in the browser's time zone.
 */
export interface MessageHistoryFilters extends ListFilters {
  word: string;
  /** '1' groups, '0' private chats, '' both. */
  isRoom: string;
  /** '1' only what the robot sent. */
  isMyself: string;
  type: string;
  startDate: string;
  endDate: string;
  chatId: string;
}

export const NO_MESSAGE_FILTERS: MessageHistoryFilters = {
  word: '',
  isRoom: '',
  isMyself: '',
  type: '',
  startDate: '',
  endDate: '',
  chatId: '',
};

/** The server's query (contract `messageHistoryFilterSchema`): only the filters that are set. */
export type MessageHistoryParams = Partial<Record<'word' | 'isRoom' | 'isMyself' | 'type' | 'chatId', string>> & {
  startTime?: number;
  endTime?: number;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Epoch ms of the first (or last) millisecond of a local calendar day, or undefined for no or a bad date. */
export function dayBound(date: string | undefined, end: boolean): number | undefined {
  if (!date || !DATE.test(date)) return undefined;
  const time = new Date(`${date}T${end ? '23:59:59.999' : '00:00:00'}`).getTime();
  return Number.isNaN(time) ? undefined : time;
}

/** The page's filters as the server wants them: days become a period in epoch ms, both ends included. */
export function toMessageHistoryParams(filters: Partial<MessageHistoryFilters>): MessageHistoryParams {
  const params: MessageHistoryParams = {};
  for (const key of ['word', 'isRoom', 'isMyself', 'type', 'chatId'] as const) {
    const value = filters[key];
    if (value) params[key] = value;
  }
  const startTime = dayBound(filters.startDate, false);
  const endTime = dayBound(filters.endDate, true);
  if (startTime !== undefined) params.startTime = startTime;
  if (endTime !== undefined) params.endTime = endTime;
  return params;
}
