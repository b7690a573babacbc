import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, tenantId } from './columns.ts';

/**
 * A tenant's overtime rules (issue 31 §2); no row means the defaults (40 hours a week, no daily
 * limit, overtime at 1.5 ×, holidays at 1 ×). Hours are whole minutes, multipliers hundredths
 * (150 = 1.5 ×), so that the split and the amounts stay exact.
 */
export const payRules = pgTable(
  'pay_rules',
  {
    tenantId: tenantId(),
    weeklyOvertimeAfterMinutes: integer('weekly_overtime_after_minutes').notNull(),
    dailyOvertimeAfterMinutes: integer('daily_overtime_after_minutes'),
    overtimeMultiplier: integer('overtime_multiplier').notNull(),
    holidayMultiplier: integer('holiday_multiplier').notNull(),
    billOvertimeMultiplier: integer('bill_overtime_multiplier'),
    billHolidayMultiplier: integer('bill_holiday_multiplier'),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId] }),
    check(
      'pay_rules_bounds',
      sql`${t.weeklyOvertimeAfterMinutes} between 60 and 10080
        and (${t.dailyOvertimeAfterMinutes} is null or ${t.dailyOvertimeAfterMinutes} between 60 and 1440)
        and ${t.overtimeMultiplier} between 100 and 1000
        and ${t.holidayMultiplier} between 100 and 1000
        and (${t.billOvertimeMultiplier} is null or ${t.billOvertimeMultiplier} between 100 and 1000)
        and (${t.billHolidayMultiplier} is null or ${t.billHolidayMultiplier} between 100 and 1000)`,
    ),
  ],
);

/**
 * The holiday calendar: a name on a day, or on that month and day every year
 * (`repeats_yearly`). One holiday a day: a second on the same day is refused.
 */
export const holidays = pgTable(
  'holidays',
  {
    tenantId: tenantId(),
    id: text('holiday_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    repeatsYearly: boolean('repeats_yearly').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // One holiday a date, even when two requests add it at once.
    uniqueIndex('holidays_tenant_day_key').on(t.tenantId, t.day),
  ],
);
