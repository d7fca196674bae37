import { CONFIG_LIST_NAMES, CONFIG_LISTS } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { CONFIG_LIST_TRAITS } from './list-traits';

describe('the config lists as the list view knows them', () => {
  it('has every list of the contract with its cap, order and ids', () => {
    expect(Object.keys(CONFIG_LIST_TRAITS).sort()).toEqual([...CONFIG_LIST_NAMES].sort());
    for (const name of CONFIG_LIST_NAMES) {
      const { max, ordered, scheduled } = CONFIG_LISTS[name];
      expect(CONFIG_LIST_TRAITS[name], name).toEqual({ max, ordered, scheduled });
    }
  });
});
