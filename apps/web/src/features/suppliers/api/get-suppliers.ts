import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import type { SUPPLIER_SORT, SupplierListSchema } from '@tallysheet/contract/directory/suppliers';
import { call } from '../../../lib/api-client.ts';

export type SupplierList = z.infer<typeof SupplierListSchema>;
export type SupplierSortCol = (typeof SUPPLIER_SORT)[number];
export type SupplierListQuery = ListQuery<SupplierSortCol>;

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

/** The supplier dropdown's query (D§2.2, D§9): every supplier, page 0, 100 of them. */
export const SUPPLIER_OPTIONS_QUERY: SupplierListQuery = {
  all: true,
  page: 0,
  pageSize: 100,
  sortCol: 'name',
  sortDir: 'asc',
};
