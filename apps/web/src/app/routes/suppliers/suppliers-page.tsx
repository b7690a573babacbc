import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { Supplier } from '@tallysheet/contract/directory/suppliers';
import { ListFilters } from '@/components/data-table/list-filter.tsx';
import { useListState } from '@/components/data-table/use-list-state.ts';
import { PageHeader } from '@/components/page-header.tsx';
import type { SupplierSortCol } from '@/entities/suppliers/api/get-suppliers.ts';
import { SupplierEditor } from '@/features/suppliers/components/supplier-editor.tsx';
import { SuppliersTable } from '@/features/suppliers/components/suppliers-table.tsx';

interface EditorState {
  open: boolean;
  /** A new key per opening: each editor starts afresh. */
  key: number;
  supplier?: Supplier;
}

/** Suppliers (D§2.1): the list with its search and Active/Archived filter and the supplier editor. */
export default function SuppliersPage() {
  const list = useListState<SupplierSortCol>();
  const [editor, setEditor] = useState<EditorState>({ open: false, key: 0 });
  const openEditor = (supplier?: Supplier) =>
    setEditor((state) => ({ open: true, key: state.key + 1, supplier }));
  return (
    <>
      <PageHeader
        title="Suppliers"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openEditor()}>
            New Supplier
          </Button>
        }
      />
      <ListFilters list={list} searchPlaceholder="Supplier name" />
      <SuppliersTable list={list} onOpen={openEditor} onCreate={() => openEditor()} />
      {editor.key > 0 && (
        <SupplierEditor
          key={editor.key}
          open={editor.open}
          supplierId={editor.supplier?.id}
          initial={editor.supplier}
          onClose={() => setEditor((state) => ({ ...state, open: false }))}
          onSaved={(saved) =>
            saved.mode === 'create' ? list.afterCreate(saved.id) : list.afterUpdate(saved.id)
          }
        />
      )}
    </>
  );
}
