import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';

/** DELETE /suppliers/suppliers/{supplierId} (a soft delete). */
export async function deleteSupplier(supplierId: string): Promise<void> {
  await call({
    area: 'suppliers',
    path: `/suppliers/${encodeURIComponent(supplierId)}`,
    method: 'DELETE',
  });
}

export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['suppliers'] }),
  });
}
