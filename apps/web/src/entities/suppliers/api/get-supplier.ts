import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Supplier } from '@tallysheet/contract/directory/suppliers';
import { call } from '@/lib/api-client.ts';

/** GET /suppliers/suppliers/{supplierId}; a deleted supplier comes back with isDeleted. */
export async function getSupplier(supplierId: string): Promise<Supplier> {
  const { data } = await call<Supplier>({
    area: 'suppliers',
    path: `/suppliers/${encodeURIComponent(supplierId)}`,
  });
  return data;
}

export const getSupplierQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: ['suppliers', 'detail', supplierId],
    queryFn: () => getSupplier(supplierId),
  });

export const useSupplier = (supplierId: string | undefined, initialData?: Supplier) =>
  useQuery({
    ...getSupplierQueryOptions(supplierId ?? ''),
    enabled: Boolean(supplierId),
    initialData,
  });
