import { CreateSupplierSchema, type Supplier } from '@tallysheet/contract/directory/suppliers';
import { DirectoryEditor } from '@/components/editor-drawer/directory-editor.tsx';
import type { EditorSaved } from '@/components/editor-drawer/editor-drawer.tsx';
import {
  useEntityEditor,
  type DirectoryEditorDeclaration,
} from '@/components/editor-drawer/use-entity-editor.ts';
import {
  useCreateSupplier,
  type CreateSupplier,
} from '@/features/suppliers/api/create-supplier.ts';
import { useDeleteSupplier } from '@/features/suppliers/api/delete-supplier.ts';
import { useSupplier } from '@/entities/suppliers/api/get-supplier.ts';
import { useUpdateSupplier } from '@/features/suppliers/api/update-supplier.ts';
import { SUPPLIER, SUPPLIER_TEXT } from '@/features/suppliers/messages.ts';
import { StagedContacts, type SupplierFormValues } from './staged-contacts.tsx';
import { SupplierContactsSection } from './supplier-contacts-section.tsx';

interface SupplierEditorProps {
  open: boolean;
  /** Edit mode when given. */
  supplierId?: string;
  /** The list's row, shown until the fresh one arrives. */
  initial?: Supplier;
  onClose(): void;
  /** After a create or an update: the list re-sorts (D§4). */
  onSaved?(saved: EditorSaved): void;
}

const SUPPLIER_EDITOR: DirectoryEditorDeclaration<Supplier, SupplierFormValues> = {
  kind: SUPPLIER,
  text: SUPPLIER_TEXT,
  schema: CreateSupplierSchema,
  isField: (path) => /^(name|description|contacts\.\d+\.(name|description|email))$/.test(path),
  empty: { name: '', description: '', contacts: [] },
  toForm: ({ name, description }) => ({ name, description, contacts: [] }),
  fields: [
    { name: 'name', label: 'Name', required: true, first: true },
    { name: 'description', label: 'Description', multiline: true },
  ],
  skeleton: [40, 80],
};

/** The supplier editor (D§2.2): New Supplier with inline contacts, or Editing Supplier - {name}. */
export function SupplierEditor({
  open,
  supplierId,
  initial,
  onClose,
  onSaved,
}: SupplierEditorProps) {
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const archive = useUpdateSupplier();
  const remove = useDeleteSupplier();
  const editor = useEntityEditor<Supplier, SupplierFormValues, CreateSupplier>(SUPPLIER_EDITOR, {
    open,
    id: supplierId,
    onClose,
    onSaved,
    query: useSupplier(supplierId, initial),
    create: async (values) => (await create.mutateAsync(values)).supplierId,
    update: (id, { name, description }) =>
      update.mutateAsync({ supplierId: id, body: { name, description } }),
    setArchived: (id, isArchived) => archive.mutateAsync({ supplierId: id, body: { isArchived } }),
    remove: (id) => remove.mutateAsync(id),
  });
  const { current } = editor;
  return (
    <DirectoryEditor editor={editor}>
      {!supplierId && <StagedContacts form={editor.form} />}
      {supplierId && current && (
        <SupplierContactsSection supplierId={supplierId} deleted={current.isDeleted} />
      )}
    </DirectoryEditor>
  );
}
