import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditList, AuditListQuery } from '@tallysheet/contract/audit/audit';
import { call } from '@/lib/api-client.ts';
import type { HistoryTarget } from './history-target.ts';

export type AuditFilterQuery = Omit<AuditListQuery, 'format'>;

/**
 * GET /admin/audit: a page of the trail, newest first. An entity or actor the trail never
 * names is a 404 there: here, simply no entries.
 */
export async function listAudit(query: AuditFilterQuery): Promise<AuditList> {
  const { data } = await call<AuditList>({
    area: 'admin',
    path: '/audit',
    params: query,
    allow404: true,
  });
  return data && 'entries' in data ? data : { entries: [], count: 0 };
}

export const HISTORY_PAGE_SIZE = 25;

/** One entity's entries, newest first, a page at a time (Show more asks for the next). */
export const useEntityHistory = ({ entityType, entityId }: HistoryTarget) =>
  useInfiniteQuery({
    queryKey: ['audit', 'history', entityType, entityId],
    queryFn: ({ pageParam }) =>
      listAudit({ entityType, entityId, page: pageParam, pageSize: HISTORY_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.length * HISTORY_PAGE_SIZE < last.count ? pages.length : undefined,
    // The trail changes with every save: read it fresh whenever the History opens.
    staleTime: 0,
  });
