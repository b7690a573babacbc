import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ContactListSchema } from '@tallysheet/contract/directory/directory';
import { call } from '../../../lib/api-client.ts';

export type ContactList = z.infer<typeof ContactListSchema>;

/** GET /crm/ps/contacts of one client, for the association contact dropdown. */
export async function getClientContacts(clientId: string): Promise<ContactList> {
  const { data } = await call<ContactList>({
    area: 'crm/ps',
    path: '/contacts',
    params: { clientId, all: true, page: 0, pageSize: 100, sortCol: 'contactName', sortDir: 'asc' },
  });
  return data;
}

export const getClientContactsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['contacts', 'list', { clientId, options: true }],
    queryFn: () => getClientContacts(clientId),
  });

export const useClientContacts = (clientId: string | undefined) =>
  useQuery({ ...getClientContactsQueryOptions(clientId ?? ''), enabled: Boolean(clientId) });
