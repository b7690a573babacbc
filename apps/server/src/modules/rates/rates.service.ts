import {
  RATE_MESSAGES,
  type CreateRate,
  type Rate,
  type RateList,
  type RateListQuery,
} from '@tallysheet/contract/rates/rates';
import type { AuditActor } from '@tallysheet/contract/audit/audit';
import { DEFAULT_PAGE_SIZE } from '@tallysheet/contract/common/lists';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { invalidField, notFound, notFoundAt } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { recordAudit } from '../audit/record.ts';
import { rateAudit } from '../audit/rate-entries.ts';
import { presentRate } from './rates.presenter.ts';
import {
  clientCurrency,
  deleteRate,
  findProject,
  findUser,
  insertRate,
  listRates,
  rateStartsOn,
  ratesInForce,
  type RateItem,
} from './rates.repository.ts';

type Deps = { deps: ServiceDeps; caller: AuthContext };

/** The rates in force (most specific first) for associate × project × day rows: one query. */
export function resolveRates(deps: ServiceDeps, tenantId: string, items: readonly RateItem[]) {
  return deps.db.withTenant(tenantId, (tx) => ratesInForce(tx, { tenantId, items }));
}

/**
 * What the rate names: the tenant's associate and project (another tenant's or an unknown id
 * is a 404 naming the field, a deleted one a 400), and, for a project, its client's currency.
 */
async function checkTargets(tx: Tx, tenantId: string, input: CreateRate) {
  if (input.userId) {
    const user = await findUser(tx, { tenantId, userId: input.userId });
    if (!user) throw notFoundAt('userId', RATE_MESSAGES.userNotFound);
    if (user.isDeleted) throw invalidField('userId', RATE_MESSAGES.userNotFound);
  }
  if (input.projectId) {
    const project = await findProject(tx, {
      tenantId,
      projectId: input.projectId,
      lock: true,
    });
    if (!project) throw notFoundAt('projectId', RATE_MESSAGES.projectNotFound);
    if (project.isDeleted) throw invalidField('projectId', RATE_MESSAGES.projectNotFound);
    // One currency per client: the first rate on any of its projects fixes it.
    const fixed = await clientCurrency(tx, { tenantId, clientId: project.clientId });
    if (fixed && fixed !== input.currency)
      throw invalidField('currency', RATE_MESSAGES.otherCurrency(fixed));
  }
}

/**
 * Sets a rate from a day on (issue 31 §1); earlier rates stay as the history. `actor` names a
 * job that sets it in the trail instead of the caller (the demo seed).
 */
export async function createRate({
  deps,
  caller,
  input,
  actor,
}: Deps & { input: CreateRate; actor?: AuditActor }): Promise<Rate> {
  const { tenantId } = caller;
  const key = {
    tenantId,
    userId: input.userId ?? null,
    projectId: input.projectId ?? null,
    effectiveFrom: input.effectiveFrom,
  };
  try {
    return await deps.db.withTenant(tenantId, async (tx) => {
      await checkTargets(tx, tenantId, input);
      if (await rateStartsOn(tx, key)) throw invalidField('effectiveFrom', RATE_MESSAGES.sameDay);
      const row = await insertRate(tx, {
        ...key,
        id: newId(),
        billRate: input.billRate ?? null,
        payRate: input.payRate ?? null,
        currency: input.currency,
        createdBy: caller.userId,
        createdAt: deps.clock.now(),
      });
      const rate = presentRate(row);
      await recordAudit(tx, deps, {
        ...rateAudit(caller, 'create', rate),
        ...(actor && { actor }),
      });
      return rate;
    });
  } catch (error) {
    // Two requests for the same associate, project and day at once: the second is told so.
    if (isUniqueViolation(error)) throw invalidField('effectiveFrom', RATE_MESSAGES.sameDay);
    throw error;
  }
}

/** A page of the tenant's rates (of an associate and/or a project), newest day first. */
export function listTenantRates({
  deps,
  caller,
  query,
}: Deps & { query: RateListQuery }): Promise<RateList> {
  const { tenantId } = caller;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return deps.db.withTenant(tenantId, async (tx) => {
    if (query.userId && !(await findUser(tx, { tenantId, userId: query.userId })))
      throw notFoundAt('userId', RATE_MESSAGES.userNotFound);
    let currency: string | null | undefined;
    if (query.projectId) {
      const project = await findProjectOnly(tx, tenantId, query.projectId);
      currency = await clientCurrency(tx, { tenantId, clientId: project.clientId });
    }
    const { rows, count } = await listRates(tx, {
      tenantId,
      userId: query.userId,
      projectId: query.projectId,
      limit: pageSize,
      offset: (query.page ?? 0) * pageSize,
    });
    return {
      rates: rows.map(presentRate),
      count,
      ...(currency !== undefined ? { clientCurrency: currency } : {}),
    };
  });
}

async function findProjectOnly(tx: Tx, tenantId: string, projectId: string) {
  const project = await findProject(tx, { tenantId, projectId });
  if (!project) throw notFoundAt('projectId', RATE_MESSAGES.projectNotFound);
  return project;
}

/** Removes a rate: the one before it (if any) is in force again from its own day. */
export function removeRate({ deps, caller, id }: Deps & { id: string }) {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    const row = await deleteRate(tx, { tenantId, id });
    if (!row) throw notFound(RATE_MESSAGES.rateNotFound);
    await recordAudit(tx, deps, rateAudit(caller, 'delete', presentRate(row)));
  });
}

/**
 * The rate rules as SQL pieces, for other modules' set-based queries over many days (the
 * report's amounts, the pay and invoice runs): the rates in force for a relation of rows, a
 * line's rounding, and a client's currency.
 */
export {
  clientCurrency,
  lineAmountSql,
  rateIntervalsSql,
  ratesInForceSql,
  ratesOnDaysSql,
} from './rates.repository.ts';
