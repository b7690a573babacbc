import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';

/** DELETE /suppliers/contacts/{supplierContactId} (a soft delete). */
export async function deleteSupplierContact(supplierContactId: string): Promise<void> {
  await call({
    area: 'suppliers',
    path: `/contacts/${encodeURIComponent(supplierContactId)}`,
    method: 'DELETE',
  });
}

export function useDeleteSupplierContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplierContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['suppliers'] }),
  });
}
