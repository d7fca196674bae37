import { describe, expect, it } from 'vitest';
import { CONFIG_LIST_NAMES, CONFIG_LIST_TRAITS } from './config-list-traits.ts';

describe('the config list traits', () => {
  it('order only the keyword rules, where the first match answers, and number only the schedules', () => {
    const ordered = CONFIG_LIST_NAMES.filter((name) => CONFIG_LIST_TRAITS[name].ordered);
    expect(ordered).toEqual(['replyKeywords', 'eventKeywords', 'callBackEvents', 'roomJoinKeywords', 'forwards']);
    const scheduled = CONFIG_LIST_NAMES.filter((name) => CONFIG_LIST_TRAITS[name].scheduled);
    expect(scheduled).toEqual(['dayTaskSchedule', 'roomTaskSchedule', 'roomNewsSchedule', 'countDownTaskSchedule']);
  });
});
