import { describe, expect, it } from 'vitest';
import { formatHours, parseHoursText } from './hours-input.ts';

describe('parseHoursText', () => {
  it.each([
    ['7.5', 7.5],
    ['7,5', 7.5],
    ['7:30', 7.5],
    ['7h30', 7.5],
    ['7h', 7],
    ['90m', 1.5],
    ['8', 8],
    ['.25', 0.25],
    ['', 0],
    ['  ', 0],
    ['0', 0],
  ])('reads %j as %d hours', (text, hours) => {
    expect(parseHoursText(text)).toBe(hours);
  });

  it.each(['abc', '7:75', '1.2.3', '-1', '7h90'])('refuses %j', (text) => {
    expect(parseHoursText(text)).toBeNull();
  });
});

describe('formatHours', () => {
  it('shows hours without trailing zeros, and blank for none', () => {
    expect(formatHours(7.5)).toBe('7.5');
    expect(formatHours(8)).toBe('8');
    expect(formatHours(0)).toBe('');
  });
});
