import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  SUPPLIER_CONTACT_SORT,
  SupplierContactListQuery,
  SupplierContactList,
} from '@tallysheet/contract/directory/suppliers';
import { call } from '@/lib/api-client.ts';

export type { SupplierContactList };
export type SupplierContactSortCol = (typeof SUPPLIER_CONTACT_SORT)[number];
export type { SupplierContactListQuery };

/** GET /suppliers/contacts: one page of supplier contacts, of one supplier when given. */
export async function getSupplierContacts(
  query: SupplierContactListQuery,
): Promise<SupplierContactList> {
  const { data } = await call<SupplierContactList>({
    area: 'suppliers',
    path: '/contacts',
    params: query,
  });
  return data;
}

export const getSupplierContactsQueryOptions = (query: SupplierContactListQuery) =>
  queryOptions({
    queryKey: ['suppliers', 'contacts', 'list', query],
    queryFn: () => getSupplierContacts(query),
    placeholderData: keepPreviousData,
  });

export const useSupplierContacts = (query: SupplierContactListQuery) =>
  useQuery(getSupplierContactsQueryOptions(query));
