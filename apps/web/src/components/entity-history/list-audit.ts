import { useQuery } from '@tanstack/react-query';
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

/**
 * One page of an entity's entries, newest first. Plain pages rather than an infinite query:
 * the query library is one chunk that every page loads, sign-in included, and an infinite
 * query would add to it.
 */
export const useEntityHistoryPage = ({ entityType, entityId }: HistoryTarget, page: number) =>
  useQuery({
    queryKey: ['audit', 'history', entityType, entityId, page],
    queryFn: () => listAudit({ entityType, entityId, page, pageSize: HISTORY_PAGE_SIZE }),
  });
