import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contact } from '@tallysheet/contract/directory/directory';
import { call } from '@/lib/api-client.ts';

/** GET /crm/ps/contacts/{id}; a deleted contact comes back with isDeleted. */
export async function getContact(contactId: string): Promise<Contact> {
  const { data } = await call<Contact>({
    area: 'crm/ps',
    path: `/contacts/${encodeURIComponent(contactId)}`,
  });
  return data;
}

export const getContactQueryOptions = (contactId: string) =>
  queryOptions({
    queryKey: ['contacts', 'detail', contactId],
    queryFn: () => getContact(contactId),
  });

export const useContact = (contactId: string | undefined) =>
  useQuery({ ...getContactQueryOptions(contactId ?? ''), enabled: Boolean(contactId) });
