import {
  AUDIT_GENESIS_HASH,
  AUDIT_MESSAGES,
  type AuditFilters,
  type AuditList,
  type AuditListQuery,
  type AuditVerify,
} from '@tallysheet/contract/audit/audit';
import { DEFAULT_PAGE_SIZE } from '@tallysheet/contract/common/lists';
import type { Database, Tx } from '../../db/client.ts';
import { notFoundAt } from '../../lib/http-errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { tenantTimeZoneOf } from '../../db/tenant-time-zone.ts';
import {
  chainChunk,
  listEntries,
  nextEntryChunk,
  readChainHead,
  trailNames,
  type AuditRow,
} from './audit.repository.ts';
import { contentOf, presentEntry } from './audit.presenter.ts';
import { entryHash } from './chain.ts';

type Deps = { deps: ServiceDeps; caller: AuthContext };
const CHUNK = 500;

const filtersOf = ({ page: _p, pageSize: _s, format: _f, ...filters }: AuditListQuery) => filters;

/** A 404 for an entity or actor id the tenant's trail never names (another tenant's, say). */
async function requireNamed(tx: Tx, tenantId: string, filters: AuditFilters) {
  const named = await trailNames(tx, { tenantId, ...filters });
  if (!named.entity) throw notFoundAt('entityId', AUDIT_MESSAGES.entityNotFound);
  if (!named.actor) throw notFoundAt('actorId', AUDIT_MESSAGES.actorNotFound);
}

/** A page of the tenant's trail, newest first, filtered (paged in SQL). */
export function listAudit({
  deps,
  caller,
  query,
}: Deps & { query: AuditListQuery }): Promise<AuditList> {
  const { tenantId } = caller;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return deps.db.withTenant(tenantId, async (tx) => {
    await requireNamed(tx, tenantId, filtersOf(query));
    const zone = await tenantTimeZoneOf(tx, tenantId);
    const { rows, count } = await listEntries(tx, {
      tenantId,
      filters: filtersOf(query),
      zone,
      limit: pageSize,
      offset: (query.page ?? 0) * pageSize,
    });
    return { entries: rows.map(presentEntry), count };
  });
}

/**
 * Every matching entry, newest first, in chunks each read in a short transaction of its own
 * (keyset on the chain position), so nothing holds the database while the file goes out.
 */
export async function openAuditExport({
  deps,
  caller,
  query,
  chunkSize = CHUNK,
}: Deps & { query: AuditListQuery; chunkSize?: number }): Promise<AsyncIterable<AuditRow[]>> {
  const { tenantId } = caller;
  const filters = filtersOf(query);
  await deps.db.withTenant(tenantId, (tx) => requireNamed(tx, tenantId, filters));
  return (async function* chunks() {
    let beforeSeq: number | undefined;
    for (;;) {
      const rows = await deps.db.withTenant(tenantId, async (tx) =>
        nextEntryChunk(tx, {
          tenantId,
          filters,
          zone: await tenantTimeZoneOf(tx, tenantId),
          beforeSeq,
          limit: chunkSize,
        }),
      );
      if (rows.length) yield rows;
      if (rows.length < chunkSize) return;
      beforeSeq = rows.at(-1)!.seq;
    }
  })();
}

/**
 * Recomputes a tenant's chain from its first entry: each entry must follow the previous one
 * (its place and `prev_hash`) and hash to its stored `hash`, and the last must be the chain
 * head. The first entry that does not is named; a chain cut short after its last entry is
 * invalid without one. A pruned trail starts from its checkpoint (checkpoint.ts `verifyTrail`).
 */
export async function verifyChain(
  db: Database,
  tenantId: string,
  chunkSize = CHUNK,
  /** Where the chain starts: its genesis, or a pruning checkpoint (checkpoint.ts). */
  from = { seq: 0, hash: AUDIT_GENESIS_HASH },
): Promise<AuditVerify> {
  let entries = 0;
  let prev = from;
  for (;;) {
    const rows = await db.withTenant(tenantId, (tx) =>
      chainChunk(tx, { tenantId, afterSeq: prev.seq, limit: chunkSize }),
    );
    for (const row of rows) {
      const intact =
        row.seq === prev.seq + 1 &&
        row.prevHash === prev.hash &&
        entryHash(contentOf(row)) === row.hash;
      if (!intact) return { valid: false, entries, firstBrokenId: row.id };
      entries += 1;
      prev = { seq: row.seq, hash: row.hash };
    }
    if (rows.length < chunkSize) break;
  }
  const head = await db.withTenant(tenantId, (tx) => readChainHead(tx, { tenantId }));
  const headSeq = head?.seq ?? 0;
  const valid = headSeq === prev.seq && (head?.hash ?? AUDIT_GENESIS_HASH) === prev.hash;
  return { valid, entries };
}
