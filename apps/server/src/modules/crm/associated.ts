import type { Association } from '@tallysheet/contract/directory/directory';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { associationsBy } from '../associations/associations.service.ts';
import { clientsService } from '../clients/clients.service.ts';

type Ref = { tenantId: string; id: string };

/** A directory service whose rows belong to a client (projects, contacts). */
interface ClientChildren<Row extends { id: string }, S extends string> {
  listIn(
    tx: Tx,
    params: { tenantId: string; query: ListQuery<S>; parents?: { clientId?: string } },
  ): Promise<{ rows: Row[]; count: number }>;
  getIn(tx: Tx, ref: Ref): Promise<Row>;
  change(
    tx: Tx,
    params: Ref & { values: Partial<Row>; now: Date; deps?: ServiceDeps },
  ): Promise<unknown>;
}

/**
 * Reading projects or contacts with their associations: a page of them (of one client when
 * it names one) and one of them (deleted ones too), each with its live associations; and
 * editing one, which reads it back the same way.
 */
export function withAssociations<Row extends { id: string }, S extends string>(
  service: ClientChildren<Row, S>,
  key: 'projectId' | 'contactId',
) {
  type Call = { deps: ServiceDeps; tenantId: string };
  const get = async (tx: Tx, ref: Ref): Promise<{ row: Row; associations: Association[] }> => {
    const row = await service.getIn(tx, ref);
    const byRow = await associationsBy(tx, { tenantId: ref.tenantId, key, ids: [ref.id] });
    return { row, associations: byRow.get(ref.id) ?? [] };
  };
  return {
    list: ({
      deps,
      tenantId,
      clientId,
      query,
    }: Call & { clientId?: string; query: ListQuery<S> }) =>
      deps.db.withTenant(tenantId, async (tx) => {
        if (clientId) await clientsService.require(tx, { tenantId, id: clientId });
        const page = await service.listIn(tx, { tenantId, query, parents: { clientId } });
        const ids = page.rows.map((row) => row.id);
        return { ...page, associations: await associationsBy(tx, { tenantId, key, ids }) };
      }),
    get: ({ deps, tenantId, id }: Call & { id: string }) =>
      deps.db.withTenant(tenantId, (tx) => get(tx, { tenantId, id })),
    /**
     * Archives, unarchives or edits one (a deleted one cannot change, 409); `then` runs in
     * the same transaction with the change's clock time.
     */
    update: (
      { deps, tenantId, id, values }: Call & { id: string; values: Partial<Row> },
      then?: (tx: Tx, now: Date) => Promise<void>,
    ) =>
      deps.db.withTenant(tenantId, async (tx) => {
        const now = deps.clock.now();
        await service.change(tx, { tenantId, id, values, now, deps });
        await then?.(tx, now);
        return get(tx, { tenantId, id });
      }),
  };
}
