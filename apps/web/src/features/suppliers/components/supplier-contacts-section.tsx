import { useState } from 'react';
import type { SupplierContact } from '@tallysheet/contract/directory/suppliers';
import { EditorSection } from '@/components/editor-drawer/editor-section.tsx';
import { useListState } from '@/components/data-table/use-list-state.ts';
import type { SupplierContactSortCol } from '@/features/suppliers/api/get-supplier-contacts.ts';
import { SupplierContactEditor } from './supplier-contact-editor.tsx';
import { SupplierContactsTable } from './supplier-contacts-table.tsx';

interface ContactEditorState {
  open: boolean;
  key: number;
  contact?: SupplierContact;
}

/** The supplier editor's contacts table (D§2.2); creating is off for a deleted supplier. */
export function SupplierContactsSection({
  supplierId,
  deleted,
}: {
  supplierId: string;
  deleted: boolean;
}) {
  const list = useListState<SupplierContactSortCol>();
  const [editor, setEditor] = useState<ContactEditorState>({ open: false, key: 0 });
  const openEditor = (contact?: SupplierContact) =>
    setEditor((state) => ({ open: true, key: state.key + 1, contact }));
  return (
    <EditorSection
      title="Contacts"
      actionLabel="New Supplier Contact"
      onAction={() => openEditor()}
      actionDisabled={deleted}
    >
      <SupplierContactsTable
        list={list}
        supplierId={supplierId}
        onOpen={openEditor}
        onCreate={() => openEditor()}
        createDisabled={deleted}
      />
      {editor.key > 0 && (
        <SupplierContactEditor
          key={editor.key}
          open={editor.open}
          supplierContactId={editor.contact?.id}
          initial={editor.contact}
          supplierId={supplierId}
          onClose={() => setEditor((state) => ({ ...state, open: false }))}
          onSaved={(saved) =>
            saved.mode === 'create' ? list.afterCreate(saved.id) : list.afterUpdate(saved.id)
          }
        />
      )}
    </EditorSection>
  );
}
