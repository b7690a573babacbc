import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CONTACT_SORT,
  ContactListQuery,
  ContactList,
} from '@tallysheet/contract/directory/directory';
import { pickerQuery } from '@/entities/directory/dropdown-query.ts';
import { call } from '@/lib/api-client.ts';

export type { ContactList };
export type ContactSortCol = (typeof CONTACT_SORT)[number];
export type { ContactListQuery };

/** GET /crm/ps/contacts: one page of contacts, of one client when given (D§7.1). */
export async function getContacts(query: ContactListQuery): Promise<ContactList> {
  const { data } = await call<ContactList>({ area: 'crm/ps', path: '/contacts', params: query });
  return data;
}

export const getContactsQueryOptions = (query: ContactListQuery) =>
  queryOptions({
    queryKey: ['contacts', 'list', query],
    queryFn: () => getContacts(query),
    // Keep the old page on screen while the next sort or page loads.
    placeholderData: keepPreviousData,
  });

export const useContacts = (query: ContactListQuery) => useQuery(getContactsQueryOptions(query));

/** The contact pickers' search (ContactSelect): one client's contacts by name or e-mail. */
export const getContactSearchQueryOptions = (q: string, clientId: string) => {
  const query = { ...pickerQuery(q), clientId };
  return queryOptions({
    queryKey: ['contacts', 'list', query],
    queryFn: () => getContacts(query),
    select: (data) => ({ options: data.contacts, count: data.count }),
  });
};
