import { describe, expect, it } from 'vitest';
import { messageStatsQuerySchema } from './message-stats.ts';
import { statsDate, statsDayStart } from './message-stats-constants.ts';

describe('数据统计 days', () => {
  it('are China calendar days whatever the UTC date', () => {
    // 2026-11-24 16:00 UTC is 2026-11-25 00:00 in Shanghai; a millisecond earlier is still the 24th there.
    const midnight = Date.UTC(2026, 10, 24, 16);
    expect(statsDate(midnight)).toBe('2026-11-25');
    expect(statsDate(midnight - 1)).toBe('2026-11-24');
    expect(statsDayStart(midnight + 23 * 3_600_000)).toBe(midnight);
    expect(statsDayStart(midnight - 1)).toBe(midnight - 86_400_000);
    expect(statsDayStart(midnight)).toBe(midnight);
  });

  it('come in periods of 7 or 30, 7 when not given', () => {
    expect(messageStatsQuerySchema.parse({}).days).toBe(7);
    expect(messageStatsQuerySchema.parse({ days: '30' }).days).toBe(30);
    for (const days of ['14', '0', 'x', ['7', '30']]) {
      expect(messageStatsQuerySchema.safeParse({ days }).success, String(days)).toBe(false);
    }
  });
});
