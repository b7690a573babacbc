import type { Tx } from '../../db/client.ts';
import { findPayRules, overtimeSplitSql } from '../pay-rules/pay-rules.repository.ts';

/**
 * The relation the runs price: the approved worked minutes of a period, one row per timecard
 * day, split into regular, overtime and holiday minutes by the tenant's rules (modules/pay-rules;
 * the thresholds count the associate's whole Saturday–Friday weeks).
 */
export const splitSql = overtimeSplitSql;

/** The tenant's multipliers in hundredths: pay (overtime, holiday) and bill (null: the plain rate). */
export async function runMultipliers(tx: Tx, tenantId: string) {
  const rules = await findPayRules(tx, tenantId);
  return {
    pay: { overtime: rules.overtimeMultiplier, holiday: rules.holidayMultiplier },
    bill: { overtime: rules.billOvertimeMultiplier, holiday: rules.billHolidayMultiplier },
  };
}
