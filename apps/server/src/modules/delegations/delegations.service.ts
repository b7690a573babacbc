import {
  DELEGATION_MESSAGES,
  type CreateDelegation,
  type Delegation,
  type DelegationList,
  type DelegationListQuery,
} from '@tallysheet/contract/directory/delegations';
import { DEFAULT_PAGE_SIZE } from '@tallysheet/contract/common/lists';
import { dayInZone } from '@tallysheet/contract/timesheets/week';
import type { TimesheetEventKind } from '@tallysheet/contract/timesheets/events';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { invalidField, notFound, notFoundAt } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { tenantTimeZoneOf } from '../tenants/tenants.service.ts';
import { recordTimesheetEvents } from '../timesheet-events/timesheet-events.service.ts';
import {
  deleteDelegation,
  findContacts,
  findPendingFor,
  findStandIns,
  findStoodInFor,
  insertDelegation,
  listDelegations,
  type DelegationRow,
} from './delegations.repository.ts';
import { recordAudit } from '../audit/record.ts';
import { delegationAudit } from '../audit/settings-entries.ts';

type Deps = { deps: ServiceDeps; caller: AuthContext };

/** For the delegation seam (stand-ins.ts): one query each. */
export { findStandIns, findStoodInFor };

/** Today in the tenant's time zone: the day delegations are read on. */
export async function tenantToday(tx: Tx, deps: ServiceDeps, tenantId: string) {
  return dayInZone(deps.clock.now(), await tenantTimeZoneOf(tx, tenantId));
}

export function presentDelegation(row: DelegationRow): Delegation {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * Who the delegation concerns (both contacts live, of one client, not the same): a 404 for a
 * contact the tenant does not have, else a 400 naming the field.
 */
async function checkContacts(tx: Tx, tenantId: string, input: CreateDelegation) {
  const rows = await findContacts(tx, {
    tenantId,
    ids: [input.contactId, input.delegateContactId],
  });
  const contact = rows.find((row) => row.id === input.contactId);
  const stand = rows.find((row) => row.id === input.delegateContactId);
  if (!contact) throw notFoundAt('contactId', DELEGATION_MESSAGES.contactNotFound);
  if (!stand) throw notFoundAt('delegateContactId', DELEGATION_MESSAGES.contactNotFound);
  if (contact.isArchived || contact.isDeleted)
    throw invalidField('contactId', DELEGATION_MESSAGES.notLive);
  if (input.contactId === input.delegateContactId)
    throw invalidField('delegateContactId', DELEGATION_MESSAGES.sameContact);
  if (stand.isArchived || stand.isDeleted)
    throw invalidField('delegateContactId', DELEGATION_MESSAGES.notLive);
  if (stand.clientId !== contact.clientId)
    throw invalidField('delegateContactId', DELEGATION_MESSAGES.otherClient);
}

/**
 * A delegation's start or end: in the audit trail and, when it runs now or later, in the
 * histories of the contact's pending timecards, with both contacts and the dates.
 */
async function recordChange(
  tx: Tx,
  { deps, caller }: Deps,
  row: DelegationRow,
  action: 'create' | 'delete',
) {
  const { tenantId } = caller;
  if (row.to >= (await tenantToday(tx, deps, tenantId))) {
    const pending = await findPendingFor(tx, { tenantId, contactId: row.contactId });
    const at = deps.clock.now();
    const kind: TimesheetEventKind =
      action === 'create' ? 'delegation-started' : 'delegation-ended';
    await recordTimesheetEvents(
      tx,
      pending.map((timecard) => ({
        tenantId,
        timesheetId: timecard.timesheetId,
        projectId: timecard.projectId,
        kind,
        actorName: caller.name,
        detail: {
          contact: row.contactName,
          delegate: row.delegateName,
          from: row.from,
          to: row.to,
        },
        at,
      })),
    );
  }
  await recordAudit(tx, deps, delegationAudit(caller, action, row));
}

/** Sets an alternate for a contact over a period (issue 29 §3). */
export function createDelegation({
  deps,
  caller,
  input,
}: Deps & { input: CreateDelegation }): Promise<Delegation> {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    await checkContacts(tx, tenantId, input);
    const row = await insertDelegation(tx, {
      tenantId,
      id: newId(),
      contactId: input.contactId,
      delegateContactId: input.delegateContactId,
      dayFrom: input.from,
      dayTo: input.to,
      createdBy: caller.userId,
      createdAt: deps.clock.now(),
    });
    await recordChange(tx, { deps, caller }, row, 'create');
    return presentDelegation(row);
  });
}

/** A page of the tenant's delegations, newest first (paged in SQL). */
export function listTenantDelegations({
  deps,
  caller,
  query,
}: Deps & { query: DelegationListQuery }): Promise<DelegationList> {
  const { tenantId } = caller;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return deps.db.withTenant(tenantId, async (tx) => {
    if (query.contactId) {
      const [contact] = await findContacts(tx, { tenantId, ids: [query.contactId] });
      if (!contact) throw notFoundAt('contactId', DELEGATION_MESSAGES.contactNotFound);
    }
    const { rows, count } = await listDelegations(tx, {
      tenantId,
      contactId: query.contactId,
      limit: pageSize,
      offset: (query.page ?? 0) * pageSize,
    });
    return { delegations: rows.map(presentDelegation), count };
  });
}

/** Removes a delegation: it ends at once, and the pending timecards' histories say so. */
export function removeDelegation({ deps, caller, id }: Deps & { id: string }) {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    const row = await deleteDelegation(tx, { tenantId, id });
    if (!row) throw notFound(DELEGATION_MESSAGES.delegationNotFound);
    await recordChange(tx, { deps, caller }, row, 'delete');
  });
}
