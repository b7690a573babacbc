import { describe, expect, it } from 'vitest';
import { listShape, pageLimit } from './list-query.ts';

const SORT = ['updatedAt', 'createdAt', 'name'] as const;
const base = { sortCol: 'updatedAt', sortDir: 'desc' } as const;
const shape = (
  query: Partial<Parameters<typeof listShape>[1]> = {},
  options: Partial<Parameters<typeof listShape>[2]> = {},
) => listShape(SORT, { ...base, ...query }, { search: false, offset: 0, limit: 10, ...options });

describe('a list statement per shape', () => {
  it('names another statement for everything that changes its text', () => {
    const pages = [
      shape(),
      shape({ sortCol: 'name' }),
      shape({ sortDir: 'asc' }),
      shape({ archived: true }),
      shape({ all: true }),
      shape({}, { search: true }),
      shape({}, { offset: 25 }),
      shape({}, { limit: 25 }),
      shape({}, { parents: [0] }),
      shape({}, { parents: [1] }),
      shape({}, { parents: [0, 1] }),
      shape({}, { parents: [1, 0] }),
    ].map((s) => s.page);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('shares one statement between requests that differ in values only', () => {
    expect(shape({}, { offset: 10 })).toEqual(shape({}, { offset: 990 }));
    expect(shape({ archived: true }, { search: true, offset: 50 })).toEqual(
      shape({ archived: true }, { search: true, offset: 70 }),
    );
  });

  it('counts with one statement whatever the sort and the page', () => {
    expect(shape({ sortCol: 'name', sortDir: 'asc' }, { offset: 25 }).count).toBe(shape().count);
    expect(shape({ archived: true }).count).not.toBe(shape().count);
    expect(shape({}, { search: true }).count).not.toBe(shape().count);
  });

  it('refuses a sort column the list does not have', () => {
    expect(() => shape({ sortCol: 'email' as never })).toThrow('not a sort column');
  });
});

describe('a page size written into the statement', () => {
  it('is a whole number of rows from 1 to the most a list shows at once', () => {
    for (const size of [0, -1, 2.5, Number.NaN, 1001])
      expect(() => pageLimit(size)).toThrow('not a page size');
    expect(() => pageLimit(25)).not.toThrow();
  });
});
