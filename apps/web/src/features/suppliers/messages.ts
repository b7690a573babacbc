import { entityToasts } from '@/components/editor-drawer/entity-messages.ts';
export const SUPPLIER = 'supplier';
export const SUPPLIER_CONTACT = 'supplier contact';
export const SUPPLIER_TOASTS = entityToasts(SUPPLIER);
export const SUPPLIER_CONTACT_TOASTS = entityToasts(SUPPLIER_CONTACT);

export const SUPPLIER_TEXT = {
  newTitle: 'New Supplier',
  editTitle: (name: string) => `Editing Supplier - ${name}`,
  editingTitle: 'Editing Supplier',
  // Not in the spec: the same voice as the other lists (D§2.1).
  empty: 'You do not have any suppliers yet',
  loadError: 'An error occurred fetching suppliers',
} as const;

export const SUPPLIER_CONTACT_TEXT = {
  newTitle: 'New Supplier Contact',
  editTitle: (name: string) => `Editing Supplier Contact - ${name}`,
  editingTitle: 'Editing Supplier Contact',
  empty: 'You do not have any contacts for this supplier',
  // D§2.1: the supplier contacts table's own wording.
  loadError: 'Error fetching suppliers',
} as const;
