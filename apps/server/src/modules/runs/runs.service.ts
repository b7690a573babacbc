import {
  RUN_MESSAGES,
  type CreateInvoiceRun,
  type CreatePayRun,
  type InvoiceRun,
  type PayRun,
  type RunKind,
  type RunList,
  type RunListQuery,
} from '@tallysheet/contract/runs/runs';
import { DEFAULT_PAGE_SIZE } from '@tallysheet/contract/common/lists';
import type { Tx } from '../../db/client.ts';
import type { StoredExcluded } from '../../db/schema/runs.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { conflict, invalidField, notFound, notFoundAt } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { recordAudit } from '../audit/record.ts';
import { runAudit } from '../audit/run-entries.ts';
import { clientCurrency } from '../rates/rates.service.ts';
import {
  EMPTY_FINGERPRINT,
  claimOpenDays,
  drawUpInvoiceRun,
  drawUpPayRun,
  unapprovedMinutes,
  type RunScope,
} from './run-lines.repository.ts';
import {
  invoiceLineOf,
  payLineOf,
  presentInvoiceRun,
  presentPayRun,
  presentSummary,
} from './runs.presenter.ts';
import {
  claimRunDays,
  findClient,
  findRun,
  findSupplier,
  insertRun,
  listRuns,
  nextRunNumber,
  releaseRunDays,
  staleRunDays,
  updateRun,
  type RunRow,
} from './runs.repository.ts';

import { runRules } from './split.ts';

/**
 * Pay runs and invoice runs (issue 31 §3, docs/pay-and-bill.md "Runs"): a draft stores its
 * lines as drawn up from the approved, not yet paid (or invoiced) days of its period, and those
 * days per timecard (an invoice run) or their fingerprint (a pay run); finalising claims the days one by one (never paid or billed twice) and so
 * locks them; voiding releases them.
 */

type Deps = { deps: ServiceDeps; caller: AuthContext };

const present = (row: RunRow) => (row.kind === 'pay' ? presentPayRun(row) : presentInvoiceRun(row));

/** Two runs drawn up at once may pick the same number: the later one tries the next. */
async function withNumber<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error) || tries >= 3) throw error;
    }
  }
}

/** Inserts the draft's row; its lines and figures follow (storeDraft). */
async function draftRun(
  tx: Tx,
  deps: ServiceDeps,
  caller: AuthContext,
  scope: RunScope & { id: string; subjectName: string | null; groupBy?: 'projectUser' | 'project' },
) {
  const { tenantId, kind } = scope;
  await insertRun(tx, {
    tenantId,
    id: scope.id,
    kind,
    number: await nextRunNumber(tx, { tenantId, kind }),
    status: 'draft',
    dayFrom: scope.from,
    dayTo: scope.to,
    subjectId: (kind === 'pay' ? scope.supplierId : scope.clientId) ?? null,
    subjectName: scope.subjectName,
    groupBy: scope.groupBy ?? null,
    lines: [],
    excludedMinutes: 0,
    excluded: [],
    minutes: 0,
    createdBy: caller.name,
    createdAt: deps.clock.now(),
  });
}

/**
 * The period's unapproved hours (shown apart, excluded from the lines), read in a transaction
 * of their own started before the draft's: on PostgreSQL the two run side by side on two
 * connections, so a run answers in the time of its lines' statement rather than of both; on
 * PGlite (one connection) this read simply runs first. Its snapshot may be a moment older than
 * the lines': a day approved in between can show in both. That is harmless: the list informs,
 * and finalise draws the open days up again and refuses a draft whose days changed (409).
 * Awaited by the draft; a failure then fails the draft (the catch only keeps it from being
 * reported as unhandled before that).
 */
function readExcluded(deps: ServiceDeps, scope: RunScope) {
  const read = deps.db
    .withTenantRead(scope.tenantId, (tx) => unapprovedMinutes(tx, scope))
    .then((rows) => {
      const excluded: StoredExcluded[] = rows.map((row) => ({
        userId: row.user_id,
        userFullName: row.user_full_name,
        minutes: Number(row.minutes),
      }));
      return { excluded, excludedMinutes: excluded.reduce((sum, entry) => sum + entry.minutes, 0) };
    });
  read.catch(() => undefined);
  return read;
}

/** The approved minutes invoice lines cover in total (a day's minutes are in one line a kind). */
const minutesOf = (rows: { minutes: string | number }[]) =>
  rows.reduce((sum, row) => sum + Number(row.minutes), 0);

/** Finishes a draft: its lines and figures stored, the trail's entry, the run as shown. */
async function storeDraft(
  tx: Tx,
  deps: ServiceDeps,
  caller: AuthContext,
  params: { kind: RunKind; id: string; values: Parameters<typeof updateRun>[1]['values'] },
) {
  const { tenantId } = caller;
  await updateRun(tx, { tenantId, id: params.id, values: params.values });
  const row = (await findRun(tx, { tenantId, kind: params.kind, id: params.id }))!;
  await recordAudit(tx, deps, runAudit(caller, params.kind, 'create', null, presentSummary(row)));
  return row;
}

/** Draws up a pay run: the period's approved, not yet paid hours per associate and rate. */
export function createPayRun({ deps, caller, input }: Deps & { input: CreatePayRun }) {
  const { tenantId } = caller;
  const excluded = readExcluded(deps, {
    tenantId,
    kind: 'pay',
    from: input.from,
    to: input.to,
    supplierId: input.supplierId ?? null,
  });
  return withNumber(() =>
    deps.db.withTenant(tenantId, async (tx): Promise<PayRun> => {
      let subjectName: string | null = null;
      if (input.supplierId) {
        const supplier = await findSupplier(tx, { tenantId, id: input.supplierId });
        if (!supplier) throw notFoundAt('supplierId', RUN_MESSAGES.supplierNotFound);
        if (supplier.isDeleted) throw invalidField('supplierId', RUN_MESSAGES.supplierNotFound);
        subjectName = supplier.name;
      }
      const id = newId();
      const scope = {
        tenantId,
        kind: 'pay' as const,
        from: input.from,
        to: input.to,
        supplierId: input.supplierId ?? null,
      };
      await draftRun(tx, deps, caller, { ...scope, id, subjectName });
      const { pay, limits } = await runRules(tx, tenantId);
      const rows = await drawUpPayRun(tx, { ...scope, runId: id, pay, limits });
      const minutes = rows.reduce(
        (sum, line) =>
          sum +
          Number(line.regular_minutes) +
          Number(line.overtime_minutes) +
          Number(line.holiday_minutes),
        0,
      );
      const row = await storeDraft(tx, deps, caller, {
        kind: 'pay',
        id,
        values: {
          ...(await excluded),
          minutes,
          lines: rows.map(payLineOf),
          openFingerprint: rows[0]?.fingerprint ?? EMPTY_FINGERPRINT,
        },
      });
      return presentPayRun(row);
    }),
  );
}

/** Draws up an invoice run: a client's approved, not yet invoiced hours of the period. */
export function createInvoiceRun({ deps, caller, input }: Deps & { input: CreateInvoiceRun }) {
  const { tenantId } = caller;
  const excluded = readExcluded(deps, {
    tenantId,
    kind: 'invoice',
    from: input.from,
    to: input.to,
    clientId: input.clientId,
  });
  return withNumber(() =>
    deps.db.withTenant(tenantId, async (tx): Promise<InvoiceRun> => {
      const client = await findClient(tx, { tenantId, id: input.clientId });
      if (!client) throw notFoundAt('clientId', RUN_MESSAGES.clientNotFound);
      if (client.isDeleted) throw invalidField('clientId', RUN_MESSAGES.clientNotFound);
      const id = newId();
      const scope = {
        tenantId,
        kind: 'invoice' as const,
        from: input.from,
        to: input.to,
        clientId: client.id,
      };
      await draftRun(tx, deps, caller, {
        ...scope,
        id,
        subjectName: client.name,
        groupBy: input.groupBy,
      });
      const { bill, limits } = await runRules(tx, tenantId);
      const rows = await drawUpInvoiceRun(tx, {
        ...scope,
        runId: id,
        bill,
        limits,
        perUser: input.groupBy === 'projectUser',
      });
      const lines = rows.map((line) => invoiceLineOf(line, input));
      // One currency per client: its rates' (or, before any, the associate defaults').
      const currency =
        (await clientCurrency(tx, { tenantId, clientId: client.id })) ??
        lines.find((line) => line.currency)?.currency ??
        null;
      const row = await storeDraft(tx, deps, caller, {
        kind: 'invoice',
        id,
        values: { ...(await excluded), minutes: minutesOf(rows), lines, currency },
      });
      return presentInvoiceRun(row);
    }),
  );
}

async function runOf(tx: Tx, tenantId: string, kind: RunKind, id: string, lock = false) {
  const row = await findRun(tx, { tenantId, kind, id, lock });
  if (!row) throw notFound(RUN_MESSAGES.runNotFound);
  return row;
}

/** Writes a run's new state, audits the change (before and after) and answers the run. */
async function changeRun(
  tx: Tx,
  {
    deps,
    caller,
    kind,
    before,
    action,
    values,
  }: Deps & {
    kind: RunKind;
    before: Awaited<ReturnType<typeof runOf>>;
    action: 'finalise' | 'void';
    values: Parameters<typeof updateRun>[1]['values'];
  },
) {
  const { tenantId } = caller;
  await updateRun(tx, { tenantId, id: before.id, values });
  const after = await runOf(tx, tenantId, kind, before.id);
  const entry = runAudit(caller, kind, action, presentSummary(before), presentSummary(after));
  await recordAudit(tx, deps, entry);
  return present(after);
}

/** A run of the tenant with its lines (404 for an unknown id or another tenant's). */
export function getRun({ deps, caller, kind, id }: Deps & { kind: RunKind; id: string }) {
  return deps.db.withTenant(caller.tenantId, async (tx) =>
    present(await runOf(tx, caller.tenantId, kind, id)),
  );
}

/** The run's row as stored (for the exports). */
export function getRunRow({ deps, caller, kind, id }: Deps & { kind: RunKind; id: string }) {
  return deps.db.withTenant(caller.tenantId, (tx) => runOf(tx, caller.tenantId, kind, id));
}

/** A page of the tenant's runs of a kind, newest first. */
export function listTenantRuns({
  deps,
  caller,
  kind,
  query,
}: Deps & { kind: RunKind; query: RunListQuery }): Promise<RunList> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return deps.db.withTenant(caller.tenantId, async (tx) => {
    const { rows, count } = await listRuns(tx, {
      tenantId: caller.tenantId,
      kind,
      status: query.status,
      limit: pageSize,
      offset: (query.page ?? 0) * pageSize,
    });
    return { runs: rows.map(presentSummary), count };
  });
}

/**
 * Takes a draft's days for its kind, or throws 409 stale. A pay draft's days are drawn up again
 * and taken only if their fingerprint is the draft's (any day approved, changed, reopened or
 * taken by another run since makes it differ); other drafts' stored timecards must each still be
 * approved as priced and held by no finalised run of the kind. Two finalises at once cannot
 * both take a day: the claims' key makes the later one wait, find the day taken and roll back.
 * A draft with no days is refused (409): a finalised run that pays or bills nothing is noise in
 * the record.
 */
async function claimDraft(tx: Tx, tenantId: string, run: RunRow) {
  const { kind, id } = run;
  if (run.openFingerprint !== null) {
    const { limits } = await runRules(tx, tenantId);
    const { fingerprint, days, claimed } = await claimOpenDays(tx, {
      tenantId,
      kind,
      runId: id,
      from: run.dayFrom,
      to: run.dayTo,
      supplierId: kind === 'pay' ? run.subjectId : null,
      clientId: kind === 'invoice' ? (run.subjectId ?? undefined) : undefined,
      limits,
      fingerprint: run.openFingerprint,
    });
    if (fingerprint !== run.openFingerprint || claimed !== days) throw conflict(RUN_MESSAGES.stale);
    if (days === 0) throw conflict(RUN_MESSAGES.nothingToFinalise);
    return;
  }
  if ((await staleRunDays(tx, { tenantId, kind, runId: id })) > 0)
    throw conflict(RUN_MESSAGES.stale);
  const { days, claimed } = await claimRunDays(tx, { tenantId, kind, runId: id });
  if (claimed !== days) throw conflict(RUN_MESSAGES.stale);
  if (days === 0) throw conflict(RUN_MESSAGES.nothingToFinalise);
}

/** Finalises a draft: its days are claimed (else 409 stale, nothing written) and so locked. */
export function finaliseRun({ deps, caller, kind, id }: Deps & { kind: RunKind; id: string }) {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    const before = await runOf(tx, tenantId, kind, id, true);
    if (before.status !== 'draft') throw conflict(RUN_MESSAGES.notDraft);
    await claimDraft(tx, tenantId, before);
    const values = {
      status: 'finalised' as const,
      finalisedBy: caller.name,
      finalisedAt: deps.clock.now(),
    };
    return changeRun(tx, { deps, caller, kind, before, action: 'finalise', values });
  });
}

/** Voids a finalised run with a reason: its days are released (and unlocked). */
export function voidRun({
  deps,
  caller,
  kind,
  id,
  reason,
}: Deps & { kind: RunKind; id: string; reason: string }) {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    const before = await runOf(tx, tenantId, kind, id, true);
    if (before.status !== 'finalised') throw conflict(RUN_MESSAGES.notFinalised);
    await releaseRunDays(tx, { tenantId, runId: id });
    const at = deps.clock.now();
    const values = {
      status: 'voided' as const,
      voidedBy: caller.name,
      voidedAt: at,
      voidReason: reason,
    };
    return changeRun(tx, { deps, caller, kind, before, action: 'void', values });
  });
}
