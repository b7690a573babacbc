import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { SupplierContact } from '@tallysheet/contract/directory/suppliers';
import { ListFilters } from '@/components/data-table/list-filter.tsx';
import { useListState } from '@/components/data-table/use-list-state.ts';
import { useEditorOpening } from '@/components/editor-drawer/use-editor-opening.ts';
import { PageHeader } from '@/components/page-header.tsx';
import type { SupplierContactSortCol } from '@/features/suppliers/api/get-supplier-contacts.ts';
import { OpenedSupplierContactEditor } from '@/features/suppliers/components/supplier-contact-editor.tsx';
import { SupplierContactsTable } from '@/features/suppliers/components/supplier-contacts-table.tsx';

/** Supplier Contacts (D§2.1): every supplier's contacts, with the supplier contact editor. */
export default function SupplierContactsPage() {
  const list = useListState<SupplierContactSortCol>();
  const editor = useEditorOpening<SupplierContact>();
  return (
    <>
      <PageHeader
        title="Supplier Contacts"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => editor.openWith()}>
            New Supplier Contact
          </Button>
        }
      />
      <ListFilters list={list} searchPlaceholder="Name or e-mail" />
      <SupplierContactsTable
        list={list}
        onOpen={editor.openWith}
        onCreate={() => editor.openWith()}
      />
      <OpenedSupplierContactEditor opening={editor} list={list} />
    </>
  );
}
