import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Mailbox } from '@tallysheet/contract/mail/mailbox';
import { ApiError, call } from '@/lib/api-client.ts';

export type { Mailbox };
export type MailboxQuery = { to: string; page: number; pageSize: number };

/**
 * The developer mailbox: one page of the outbox, newest first. The API answers it only on a
 * local install without SMTP, and only to callers on the server's own machine (404 otherwise).
 */
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

/** A refusal that means "not here": the mailbox is off, or this caller is not on loopback. */
export const isMailboxRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

/** Whether the API answers the mailbox to this browser: one small page, asked once. */
export const getMailboxAvailableQueryOptions = () =>
  queryOptions({
    queryKey: ['mailbox', 'available'],
    queryFn: () =>
      getMailbox({ to: '', page: 0, pageSize: 10 }).then(
        () => true,
        (error: unknown) => {
          if (isMailboxRefusal(error)) return false;
          throw error;
        },
      ),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** Shows the mailbox link only where the API answers; `enabled` is the deployment's hint. */
export function useMailboxAvailable(enabled: boolean): boolean {
  const probe = useQuery({ ...getMailboxAvailableQueryOptions(), enabled });
  return enabled && probe.data === true;
}
