import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import type { UpdateSupplierContact } from '@tallysheet/contract/directory/suppliers';

export type { UpdateSupplierContact };

/** PUT /suppliers/contacts/{supplierContactId}: {isArchived}, or name, description, email. */
export async function updateSupplierContact({
  supplierContactId,
  body,
}: {
  supplierContactId: string;
  body: UpdateSupplierContact;
}): Promise<void> {
  await call({
    area: 'suppliers',
    path: `/contacts/${encodeURIComponent(supplierContactId)}`,
    method: 'PUT',
    body,
  });
}

export function useUpdateSupplierContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplierContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['suppliers'] }),
  });
}
