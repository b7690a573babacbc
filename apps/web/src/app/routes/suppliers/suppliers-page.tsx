import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { Supplier } from '@tallysheet/contract/directory/suppliers';
import { ListFilters } from '@/components/data-table/list-filter.tsx';
import { afterSave, useListState } from '@/components/data-table/use-list-state.ts';
import { useEditorOpening } from '@/components/editor-drawer/use-editor-opening.ts';
import { PageHeader } from '@/components/page-header.tsx';
import type { SupplierSortCol } from '@/entities/suppliers/api/get-suppliers.ts';
import { SupplierEditor } from '@/features/suppliers/components/supplier-editor.tsx';
import { SuppliersTable } from '@/features/suppliers/components/suppliers-table.tsx';

/** Suppliers (D§2.1): the list with its search and Active/Archived filter and the supplier editor. */
export default function SuppliersPage() {
  const list = useListState<SupplierSortCol>();
  const editor = useEditorOpening<Supplier>();
  return (
    <>
      <PageHeader
        title="Suppliers"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => editor.openWith()}>
            New Supplier
          </Button>
        }
      />
      <ListFilters list={list} searchPlaceholder="Supplier name" />
      <SuppliersTable list={list} onOpen={editor.openWith} onCreate={() => editor.openWith()} />
      {editor.opened && (
        <SupplierEditor
          key={editor.key}
          open={editor.open}
          supplierId={editor.item?.id}
          initial={editor.item}
          onClose={editor.close}
          onSaved={afterSave(list)}
        />
      )}
    </>
  );
}
