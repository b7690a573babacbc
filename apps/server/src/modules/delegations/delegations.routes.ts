import {
  CreateDelegationSchema,
  DelegationIdParamsSchema,
  DelegationListQuerySchema,
  DelegationListSchema,
  DelegationSchema,
} from '@tallysheet/contract/directory/delegations';
import { adminListRoutes } from '../../plugins/admin-list-routes.ts';
import {
  createDelegation,
  listTenantDelegations,
  removeDelegation,
} from './delegations.service.ts';

/** Delegations (API.md /admin/delegations): a contact's alternate while out of office. */
export const delegationRoutes = adminListRoutes({
  list: {
    summary: "The tenant's delegations (one contact's with contactId), newest first",
    query: DelegationListQuerySchema,
    response: DelegationListSchema,
    handle: listTenantDelegations,
  },
  create: {
    summary:
      'Set an alternate (a contact of the same client) for a contact, from one day to another',
    body: CreateDelegationSchema,
    response: DelegationSchema,
    handle: createDelegation,
  },
  remove: {
    summary: 'Remove a delegation: the alternate stops standing in at once',
    params: DelegationIdParamsSchema,
    handle: removeDelegation,
  },
});
