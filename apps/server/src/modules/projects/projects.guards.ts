import type { Tx } from '../../db/client.ts';
import { projectsService } from './projects.service.ts';

/** A project of the tenant (deleted ones too), or a 404 naming the field that referenced it. */
export const requireProject = (
  tx: Tx,
  params: { tenantId: string; projectId: string; path?: string },
) => projectsService.require(tx, { ...params, id: params.projectId });
