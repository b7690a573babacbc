import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierContact } from '@tallysheet/contract/directory/suppliers';
import { call } from '@/lib/api-client.ts';

/** GET /suppliers/contacts/{supplierContactId}. */
export async function getSupplierContact(supplierContactId: string): Promise<SupplierContact> {
  const { data } = await call<SupplierContact>({
    area: 'suppliers',
    path: `/contacts/${encodeURIComponent(supplierContactId)}`,
  });
  return data;
}

export const getSupplierContactQueryOptions = (supplierContactId: string) =>
  queryOptions({
    queryKey: ['suppliers', 'contacts', 'detail', supplierContactId],
    queryFn: () => getSupplierContact(supplierContactId),
  });

export const useSupplierContact = (
  supplierContactId: string | undefined,
  initialData?: SupplierContact,
) =>
  useQuery({
    ...getSupplierContactQueryOptions(supplierContactId ?? ''),
    enabled: Boolean(supplierContactId),
    initialData,
  });
