import {
  PAY_RULES_MESSAGES,
  type CreateHoliday,
  type Holiday,
  type HolidayList,
  type PayRules,
} from '@tallysheet/contract/pay-rules/pay-rules';
import { weekEndOf } from '@tallysheet/contract/timesheets/week';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { invalidField, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { recordAudit } from '../audit/record.ts';
import { holidayAudit, payRulesAudit } from '../audit/pay-rules-entries.ts';
import { presentHoliday, presentPayRules, storedPayRules } from './pay-rules.presenter.ts';
import {
  deleteHoliday,
  findPayRules,
  holidayFallsOn,
  holidaysBetween,
  insertHoliday,
  listHolidays,
  savePayRules,
} from './pay-rules.repository.ts';

type Deps = { deps: ServiceDeps; caller: AuthContext };

// For other modules (pay and invoice runs, the reports' amounts): the stored rules and the
// split of approved minutes, as SQL they join into their own queries.
export {
  DEFAULT_STORED_PAY_RULES,
  findPayRules,
  overtimeSplit,
  overtimeSplitSql,
  type SplitColumns,
  type SplitParams,
  type SplitRow,
  type StoredPayRules,
} from './pay-rules.repository.ts';

/** The holidays of the Saturday–Friday week from `periodStart` (the week grid's headers). */
export const weekHolidays = (tx: Tx, params: { tenantId: string; periodStart: string }) =>
  holidaysBetween(tx, { ...params, from: params.periodStart, to: weekEndOf(params.periodStart) });

/** The tenant's overtime rules (the defaults until saved). */
export function tenantPayRules({ deps, caller }: Deps): Promise<PayRules> {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) =>
    presentPayRules(await findPayRules(tx, tenantId)),
  );
}

/** Saves the tenant's overtime rules; the trail keeps them before and after. */
export function changePayRules({ deps, caller, rules }: Deps & { rules: PayRules }) {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    const before = await savePayRules(tx, {
      tenantId,
      rules: storedPayRules(rules),
      now: deps.clock.now(),
    });
    const after = presentPayRules(await findPayRules(tx, tenantId));
    await recordAudit(tx, deps, payRulesAudit(caller, presentPayRules(before), after));
    return after;
  });
}

/** The holiday calendar, earliest date first. */
export function tenantHolidays({ deps, caller }: Deps): Promise<HolidayList> {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    const rows = await listHolidays(tx, { tenantId });
    return { holidays: rows.map(presentHoliday), count: rows.length };
  });
}

/**
 * Adds a holiday. One a day: a date already a holiday (or, for a yearly one, whose month and
 * day already are) is a 400 naming `date`.
 */
export async function addHoliday({
  deps,
  caller,
  input,
}: Deps & { input: CreateHoliday }): Promise<Holiday> {
  const { tenantId } = caller;
  try {
    return await deps.db.withTenant(tenantId, async (tx) => {
      const taken = await holidayFallsOn(tx, {
        tenantId,
        day: input.date,
        repeatsYearly: input.repeatsYearly,
      });
      if (taken) throw invalidField('date', PAY_RULES_MESSAGES.holidayTaken);
      const holiday = presentHoliday(
        await insertHoliday(tx, {
          tenantId,
          id: newId(),
          day: input.date,
          name: input.name,
          repeatsYearly: input.repeatsYearly,
          createdAt: deps.clock.now(),
        }),
      );
      await recordAudit(tx, deps, holidayAudit(caller, 'create', holiday));
      return holiday;
    });
  } catch (error) {
    // Two requests for one date at once: the second is told the day is taken.
    if (isUniqueViolation(error)) throw invalidField('date', PAY_RULES_MESSAGES.holidayTaken);
    throw error;
  }
}

/** Removes a holiday of the tenant (another tenant's or an unknown id: 404). */
export function removeHoliday({ deps, caller, id }: Deps & { id: string }) {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    const row = await deleteHoliday(tx, { tenantId, id });
    if (!row) throw notFound(PAY_RULES_MESSAGES.holidayNotFound);
    await recordAudit(tx, deps, holidayAudit(caller, 'delete', presentHoliday(row)));
  });
}
