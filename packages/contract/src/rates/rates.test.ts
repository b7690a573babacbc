import { describe, expect, it } from 'vitest';
import { CreateRateSchema, formatMoney, lineAmount, parseMajor, rateLevelOf } from './rates.ts';

const issuePaths = (input: object) => {
  const result = CreateRateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('rates', () => {
  const valid = { projectId: 'p1', billRate: 12050, currency: 'USD', effectiveFrom: '2026-11-23' };

  it('takes amounts as integers in minor units only, naming the field otherwise', () => {
    expect(issuePaths(valid)).toEqual([]);
    expect(issuePaths({ ...valid, billRate: 120.5 })).toEqual(['billRate']);
    expect(issuePaths({ ...valid, payRate: '80' })).toEqual(['payRate']);
    expect(issuePaths({ ...valid, payRate: -1 })).toEqual(['payRate']);
    expect(issuePaths({ ...valid, billRate: undefined })).toEqual(['billRate']);
  });

  it('needs an associate or a project, an ISO 4217 currency and a date', () => {
    expect(issuePaths({ ...valid, projectId: undefined })).toEqual(['userId']);
    expect(issuePaths({ ...valid, currency: 'usd' })).toEqual(['currency']);
    expect(issuePaths({ ...valid, currency: 'ABC' })).toEqual(['currency']);
    expect(issuePaths({ ...valid, effectiveFrom: '2026-02-29' })).toEqual(['effectiveFrom']);
  });

  it('rounds a line once, halves away from zero, in exact integers', () => {
    expect(lineAmount(1, 30)).toBe(1); // 0.5 cent
    expect(lineAmount(1, 150)).toBe(3); // 2.5 cents: banker's rounding would give 2
    expect(lineAmount(1, 29)).toBe(0);
    expect(lineAmount(-1, 30)).toBe(-1);
    expect(lineAmount(450, 12345)).toBe(92588); // 7.5 h at 123.45: 925.875
    expect(lineAmount(60 * 10_000, 1_000_000_000)).toBe(10_000_000_000_000);
  });

  it('reads typed major units as minor units without floating point, per currency', () => {
    expect(parseMajor('120.50', 'USD')).toBe(12050);
    expect(parseMajor('0.1', 'USD')).toBe(10);
    expect(parseMajor('80', 'USD')).toBe(8000);
    expect(parseMajor('80,25', 'EUR')).toBe(8025);
    expect(parseMajor('1500', 'JPY')).toBe(1500);
    expect(parseMajor('1.5', 'JPY')).toBeNull();
    expect(parseMajor('1.234', 'USD')).toBeNull();
    expect(parseMajor('-5', 'USD')).toBeNull();
    expect(parseMajor('abc', 'USD')).toBeNull();
  });

  it('shows minor units in the currency’s major units', () => {
    expect(formatMoney(12050, 'USD', 'en-US')).toBe('$120.50');
    expect(formatMoney(1500, 'JPY', 'en-US')).toBe('¥1,500');
    expect(formatMoney(8025, 'EUR', 'en-US')).toBe('€80.25');
  });

  it('names the level, most specific first', () => {
    expect(rateLevelOf({ userId: 'u', projectId: 'p' })).toBe('userProject');
    expect(rateLevelOf({ userId: null, projectId: 'p' })).toBe('project');
    expect(rateLevelOf({ userId: 'u', projectId: null })).toBe('user');
  });
});
