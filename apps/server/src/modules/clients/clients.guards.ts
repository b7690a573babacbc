import type { Tx } from '../../db/client.ts';
import { clientsService } from './clients.service.ts';

/** A client of the tenant (deleted ones too), or a 404 naming the field that referenced it. */
export const requireClient = (
  tx: Tx,
  params: { tenantId: string; clientId: string; path?: string },
) => clientsService.require(tx, { ...params, id: params.clientId });
