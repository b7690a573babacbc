import type {
  CreateSupplierContact,
  CreatedSupplierContact,
} from '@tallysheet/contract/directory/suppliers';
import { createMutationHook } from '@/entities/directory/create-call.ts';

export type { CreateSupplierContact };

/** POST /suppliers/contacts (D§7.2): a supplier's contact; the supplier lists refresh. */
export const useCreateSupplierContact = createMutationHook<
  CreateSupplierContact,
  CreatedSupplierContact
>('suppliers', '/contacts', ['suppliers']);
