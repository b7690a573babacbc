import type { Tx } from '../../db/client.ts';
import { findPayRules, overtimeSplitSql } from '../pay-rules/pay-rules.service.ts';

/**
 * The relation the runs price: the approved worked minutes of a period, one row per timecard
 * day, split into regular, overtime and holiday minutes by the tenant's rules (modules/pay-rules;
 * the thresholds count the associate's whole Saturday–Friday weeks).
 */
export const splitSql = overtimeSplitSql;

/**
 * The tenant's rules as a run applies them: the overtime limits (for the split) and the
 * multipliers in hundredths, pay (overtime, holiday) and bill (null: the plain rate).
 */
export async function runRules(tx: Tx, tenantId: string) {
  const rules = await findPayRules(tx, tenantId);
  return {
    limits: {
      weeklyOvertimeAfterMinutes: rules.weeklyOvertimeAfterMinutes,
      dailyOvertimeAfterMinutes: rules.dailyOvertimeAfterMinutes,
    },
    pay: { overtime: rules.overtimeMultiplier, holiday: rules.holidayMultiplier },
    bill: { overtime: rules.billOvertimeMultiplier, holiday: rules.billHolidayMultiplier },
  };
}

export type RunRules = Awaited<ReturnType<typeof runRules>>;
