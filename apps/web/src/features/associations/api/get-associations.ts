import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import type { AssociationList } from '@tallysheet/contract/directory/directory';

export type { AssociationList };
export type AssociationOwner = { projectId: string } | { contactId: string };

/** GET /crm/ps/associations?projectId= or ?contactId= (D§7.1). */
export async function getAssociations(owner: AssociationOwner): Promise<AssociationList> {
  const { data } = await call<AssociationList>({
    area: 'crm/ps',
    path: '/associations',
    params: owner,
  });
  return data;
}

export const getAssociationsQueryOptions = (owner: AssociationOwner) =>
  queryOptions({
    queryKey: ['associations', owner],
    queryFn: () => getAssociations(owner),
  });

export const useAssociations = (owner: AssociationOwner) =>
  useQuery(getAssociationsQueryOptions(owner));
