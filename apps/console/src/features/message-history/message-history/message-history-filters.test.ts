import { describe, expect, it } from 'vitest';
import { dayBound, NO_MESSAGE_FILTERS, toMessageHistoryParams } from './message-history-filters';

describe('toMessageHistoryParams', () => {
  it('sends only the filters that are set', () => {
    expect(toMessageHistoryParams(NO_MESSAGE_FILTERS)).toEqual({});
    expect(toMessageHistoryParams({ ...NO_MESSAGE_FILTERS, word: '评审', isRoom: '0', chatId: 'wxid_a' })).toEqual({
      word: '评审',
      isRoom: '0',
      chatId: 'wxid_a',
    });
  });

  it('turns the days into a period of local time, both days included', () => {
    const params = toMessageHistoryParams({ ...NO_MESSAGE_FILTERS, startDate: '2026-11-01', endDate: '2026-11-02' });
    expect(params.startTime).toBe(new Date(2026, 10, 1).getTime());
    expect(params.endTime).toBe(new Date(2026, 10, 3).getTime() - 1);
  });

  it('leaves out a day it cannot read', () => {
    expect(dayBound('', false)).toBeUndefined();
    expect(dayBound('2026-13-45', true)).toBeUndefined();
    expect(dayBound('11/01/2026', false)).toBeUndefined();
    expect(toMessageHistoryParams({ startDate: 'x' })).toEqual({});
  });
});
