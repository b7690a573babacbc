import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MailboxSchema } from '@tallysheet/contract/mail/mailbox';
import { call } from '../../lib/api-client.ts';

export type Mailbox = z.infer<typeof MailboxSchema>;
export type MailboxQuery = { to: string; page: number; pageSize: number };

/** The developer mailbox: one page of the outbox, newest first (404 when it is off). */
export async function getMailbox(query: MailboxQuery): Promise<Mailbox> {
  const { data } = await call<Mailbox>({
    area: 'util',
    path: '/dev-mailbox',
    params: query,
    auth: false,
  });
  return data;
}

export const getMailboxQueryOptions = (query: MailboxQuery) =>
  queryOptions({
    queryKey: ['mailbox', query],
    queryFn: () => getMailbox(query),
    // Keep the old page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useMailbox = (query: MailboxQuery) => useQuery(getMailboxQueryOptions(query));
