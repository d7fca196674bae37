import { describe, expect, it } from 'vitest';
import { contactPageQuerySchema, reminderPageQuerySchema } from './contacts.ts';
import { pageQuerySchema, pageSchema } from './content.ts';
import { PAGE_SIZE_MAX } from './content-constants.ts';
import { materialListSchema } from './material.ts';

/** Every list call pages by the one rule of `pageSchema`; each adds only its own filters. */
describe('the paging rule of list calls', () => {
  const lists = { pageSchema, pageQuerySchema, contactPageQuerySchema, reminderPageQuerySchema, materialListSchema };

  it.each(Object.entries(lists))('%s: page 1 of 10 by default, query strings coerced', (_, schema) => {
    expect(schema.parse({})).toMatchObject({ current: 1, pageSize: 10 });
    expect(schema.parse({ current: '3', pageSize: String(PAGE_SIZE_MAX) })).toMatchObject({
      current: 3,
      pageSize: PAGE_SIZE_MAX,
    });
  });

  it.each(Object.entries(lists))('%s: refuses a bad page or size with the same message', (_, schema) => {
    const message = (query: object) => schema.safeParse(query).error?.issues[0]?.message;
    expect(message({ current: '0' })).toBe('页码不正确');
    expect(message({ current: 'x' })).toBe('页码不正确');
    expect(message({ pageSize: '1.5' })).toBe('每页条数不正确');
    expect(message({ pageSize: String(PAGE_SIZE_MAX + 1) })).toBe(`每页最多 ${PAGE_SIZE_MAX} 条`);
  });

  it('keeps each list its own filters', () => {
    expect(materialListSchema.parse({ name: ' 欢迎 ', tag: '活动', type: '1' })).toMatchObject({
      name: '欢迎',
      tag: '活动',
      type: 1,
    });
    expect(contactPageQuerySchema.parse({ name: 'tom' })).toMatchObject({ word: 'tom' });
    expect(pageQuerySchema.parse({ name: '老师' })).toMatchObject({ name: '老师' });
  });
});
