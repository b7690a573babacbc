import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UpdateSupplierContactSchema } from '@tallysheet/contract/directory/suppliers';
import { call } from '@/lib/api-client.ts';

export type UpdateSupplierContact = z.output<typeof UpdateSupplierContactSchema>;

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
