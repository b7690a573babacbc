import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { SupplierContact } from '@tallysheet/contract/directory/suppliers';
import { ListFilters } from '@/components/data-table/list-filter.tsx';
import { useListState } from '@/components/data-table/use-list-state.ts';
import { PageHeader } from '@/components/page-header.tsx';
import type { SupplierContactSortCol } from '@/features/suppliers/api/get-supplier-contacts.ts';
import { SupplierContactEditor } from '@/features/suppliers/components/supplier-contact-editor.tsx';
import { SupplierContactsTable } from '@/features/suppliers/components/supplier-contacts-table.tsx';

interface EditorState {
  open: boolean;
  /** A new key per opening: each editor starts afresh. */
  key: number;
  contact?: SupplierContact;
}

/** Supplier Contacts (D§2.1): every supplier's contacts, with the supplier contact editor. */
export default function SupplierContactsPage() {
  const list = useListState<SupplierContactSortCol>();
  const [editor, setEditor] = useState<EditorState>({ open: false, key: 0 });
  const openEditor = (contact?: SupplierContact) =>
    setEditor((state) => ({ open: true, key: state.key + 1, contact }));
  return (
    <>
      <PageHeader
        title="Supplier Contacts"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openEditor()}>
            New Supplier Contact
          </Button>
        }
      />
      <ListFilters list={list} searchPlaceholder="Name or e-mail" />
      <SupplierContactsTable list={list} onOpen={openEditor} onCreate={() => openEditor()} />
      {editor.key > 0 && (
        <SupplierContactEditor
          key={editor.key}
          open={editor.open}
          supplierContactId={editor.contact?.id}
          initial={editor.contact}
          onClose={() => setEditor((state) => ({ ...state, open: false }))}
          onSaved={(saved) =>
            saved.mode === 'create' ? list.afterCreate(saved.id) : list.afterUpdate(saved.id)
          }
        />
      )}
    </>
  );
}
