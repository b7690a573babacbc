import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  SUPPLIER_SORT,
  SupplierListQuery,
  SupplierList,
} from '@tallysheet/contract/directory/suppliers';
import { DROPDOWN_QUERY } from '@/entities/directory/dropdown-query.ts';
import { call } from '@/lib/api-client.ts';

export type { SupplierList };
export type SupplierSortCol = (typeof SUPPLIER_SORT)[number];
export type { SupplierListQuery };

/** GET /suppliers/suppliers: one page of suppliers and the total (D§7.2). */
export async function getSuppliers(query: SupplierListQuery): Promise<SupplierList> {
  const { data } = await call<SupplierList>({
    area: 'suppliers',
    path: '/suppliers',
    params: query,
  });
  return data;
}

export const getSuppliersQueryOptions = (query: SupplierListQuery) =>
  queryOptions({
    queryKey: ['suppliers', 'list', query],
    queryFn: () => getSuppliers(query),
    // Keep the old page on screen while the next sort or page loads.
    placeholderData: keepPreviousData,
  });

export const useSuppliers = (query: SupplierListQuery) => useQuery(getSuppliersQueryOptions(query));

/**
 * The supplier dropdown (D§2.2, D§9): all=true, page 0, pageSize 100, by name; with `q` once
 * there are more suppliers than that page holds.
 */
export const getSupplierSearchQueryOptions = (q: string) => {
  const query: SupplierListQuery = { ...DROPDOWN_QUERY, q: q || undefined };
  return queryOptions({
    queryKey: ['suppliers', 'list', query],
    queryFn: () => getSuppliers(query),
    select: (data) => ({ options: data.suppliers, count: data.count }),
  });
};
