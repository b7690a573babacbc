import type { z } from 'zod';
import type {
  CreatedSupplierContactSchema,
  CreateSupplierContactSchema,
} from '@tallysheet/contract/directory/suppliers';
import { postCreate, useCreateMutation } from '@/entities/directory/create-call.ts';

export type CreateSupplierContact = z.output<typeof CreateSupplierContactSchema>;
export type CreatedSupplierContact = z.infer<typeof CreatedSupplierContactSchema>;

/** POST /suppliers/contacts (D§7.2). */
export const createSupplierContact = postCreate<CreateSupplierContact, CreatedSupplierContact>(
  'suppliers',
  '/contacts',
);

export const useCreateSupplierContact = () =>
  useCreateMutation(createSupplierContact, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: ['suppliers'] }),
  );
