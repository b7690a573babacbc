import {
  hoursToMinutes,
  multiplierToHundredths,
  type Holiday,
  type PayRules,
} from '@tallysheet/contract/pay-rules/pay-rules';
import type { HolidayRow, StoredPayRules } from './pay-rules.repository.ts';

const multiplier = (hundredths: number) => hundredths / 100;
const optional = (hundredths: number | null) => (hundredths === null ? null : hundredths / 100);

/** The rules as the API shows them: hours and multipliers (1.5), from minutes and hundredths. */
export function presentPayRules(rules: StoredPayRules): PayRules {
  return {
    weeklyOvertimeAfterHours: rules.weeklyOvertimeAfterMinutes / 60,
    dailyOvertimeAfterHours:
      rules.dailyOvertimeAfterMinutes === null ? null : rules.dailyOvertimeAfterMinutes / 60,
    overtimeMultiplier: multiplier(rules.overtimeMultiplier),
    holidayMultiplier: multiplier(rules.holidayMultiplier),
    billOvertimeMultiplier: optional(rules.billOvertimeMultiplier),
    billHolidayMultiplier: optional(rules.billHolidayMultiplier),
  };
}

/** The rules as stored, from the API's hours and multipliers. */
export function storedPayRules(rules: PayRules): StoredPayRules {
  const optionalHundredths = (value: number | null) =>
    value === null ? null : multiplierToHundredths(value);
  return {
    weeklyOvertimeAfterMinutes: hoursToMinutes(rules.weeklyOvertimeAfterHours),
    dailyOvertimeAfterMinutes:
      rules.dailyOvertimeAfterHours === null ? null : hoursToMinutes(rules.dailyOvertimeAfterHours),
    overtimeMultiplier: multiplierToHundredths(rules.overtimeMultiplier),
    holidayMultiplier: multiplierToHundredths(rules.holidayMultiplier),
    billOvertimeMultiplier: optionalHundredths(rules.billOvertimeMultiplier),
    billHolidayMultiplier: optionalHundredths(rules.billHolidayMultiplier),
  };
}

/** A holiday as the API shows it. */
export function presentHoliday(row: HolidayRow): Holiday {
  return {
    id: row.id,
    date: row.day,
    name: row.name,
    repeatsYearly: row.repeatsYearly,
    createdAt: row.createdAt.toISOString(),
  };
}
