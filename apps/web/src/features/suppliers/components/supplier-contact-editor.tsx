import { Controller } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import {
  CreateSupplierContactSchema,
  type SupplierContact,
} from '@tallysheet/contract/directory/suppliers';
import { DirectoryEditor } from '@/components/editor-drawer/directory-editor.tsx';
import type { EditorSaved } from '@/components/editor-drawer/editor-drawer.tsx';
import {
  plainForm,
  useEntityEditor,
  type DirectoryEditorDeclaration,
} from '@/components/editor-drawer/use-entity-editor.ts';
import {
  useCreateSupplierContact,
  type CreateSupplierContact,
} from '@/features/suppliers/api/create-supplier-contact.ts';
import { useDeleteSupplierContact } from '@/features/suppliers/api/delete-supplier-contact.ts';
import { useSupplierContact } from '@/features/suppliers/api/get-supplier-contact.ts';
import { useUpdateSupplierContact } from '@/features/suppliers/api/update-supplier-contact.ts';
import { SUPPLIER_CONTACT, SUPPLIER_CONTACT_TEXT } from '@/features/suppliers/messages.ts';
import { SupplierSelect } from '@/entities/suppliers/supplier-select.tsx';
import { afterSave, type ListState } from '@/components/data-table/use-list-state.ts';
import type { EditorOpening } from '@/components/editor-drawer/use-editor-opening.ts';

interface ContactFormValues {
  supplierId: string;
  name: string;
  description: string;
  email: string;
}

interface SupplierContactEditorProps {
  open: boolean;
  /** Edit mode when given. */
  supplierContactId?: string;
  /** The list's row, shown until the fresh one arrives. */
  initial?: SupplierContact;
  /** Create mode: the supplier chosen at first. */
  supplierId?: string;
  onClose(): void;
  onSaved?(saved: EditorSaved): void;
}

const SUPPLIER_CONTACT_EDITOR: DirectoryEditorDeclaration<SupplierContact, ContactFormValues> = {
  kind: SUPPLIER_CONTACT,
  text: SUPPLIER_CONTACT_TEXT,
  schema: CreateSupplierContactSchema,
  ...plainForm<SupplierContact, ContactFormValues>({
    supplierId: '',
    name: '',
    description: '',
    email: '',
  }),
  // The supplier dropdown takes the focus in create mode.
  fields: [
    { name: 'name', label: 'Name' },
    { name: 'email', label: 'Email', type: 'email', required: true },
    { name: 'description', label: 'Description', multiline: true },
  ],
  titleOf: (contact) => contact.name || contact.email,
  // Another contact of the same supplier is the likely next one.
  keepAfterCreate: ['supplierId'],
};

/** The supplier contact editor (D§2.2): a supplier dropdown in create mode; e-mail required. */
export function SupplierContactEditor(props: SupplierContactEditorProps) {
  const { supplierContactId } = props;
  const create = useCreateSupplierContact();
  const update = useUpdateSupplierContact();
  const archive = useUpdateSupplierContact();
  const remove = useDeleteSupplierContact();
  const editor = useEntityEditor<SupplierContact, ContactFormValues, CreateSupplierContact>(
    SUPPLIER_CONTACT_EDITOR,
    {
      open: props.open,
      id: supplierContactId,
      defaults: { supplierId: props.supplierId ?? '' },
      onClose: props.onClose,
      onSaved: props.onSaved,
      query: useSupplierContact(supplierContactId, props.initial),
      create: async (values) => (await create.mutateAsync(values)).supplierContactId,
      update: (id, { name, description, email }) =>
        update.mutateAsync({ supplierContactId: id, body: { name, description, email } }),
      setArchived: (id, isArchived) =>
        archive.mutateAsync({ supplierContactId: id, body: { isArchived } }),
      remove: (id) => remove.mutateAsync(id),
    },
  );
  const { current, editing, form } = editor;
  const lead = editing ? (
    <TextField label="Supplier" value={current?.supplierName ?? ''} disabled />
  ) : (
    <Controller
      control={form.control}
      name="supplierId"
      render={({ field, fieldState }) => (
        <SupplierSelect
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          autoFocus
        />
      )}
    />
  );
  return <DirectoryEditor editor={editor} lead={lead} />;
}

/**
 * The supplier contact editor as a list opens it (D§2.1, D§2.2): a new editor per opening, on
 * a row or in create mode; a save re-sorts the list (D§4).
 */
export function OpenedSupplierContactEditor({
  opening,
  list,
  supplierId,
}: {
  opening: EditorOpening<SupplierContact>;
  list: Pick<ListState, 'afterCreate' | 'afterUpdate'>;
  /** A new contact is of this supplier (the supplier's own editor). */
  supplierId?: string;
}) {
  if (!opening.opened) return null;
  return (
    <SupplierContactEditor
      key={opening.key}
      open={opening.open}
      supplierContactId={opening.item?.id}
      initial={opening.item}
      supplierId={supplierId}
      onClose={opening.close}
      onSaved={afterSave(list)}
    />
  );
}
