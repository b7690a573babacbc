import type { SupplierContact } from '@tallysheet/contract/directory/suppliers';
import { EditorSection } from '@/components/editor-drawer/editor-section.tsx';
import { useListState } from '@/components/data-table/use-list-state.ts';
import { useEditorOpening } from '@/components/editor-drawer/use-editor-opening.ts';
import type { SupplierContactSortCol } from '@/features/suppliers/api/get-supplier-contacts.ts';
import { OpenedSupplierContactEditor } from './supplier-contact-editor.tsx';
import { SupplierContactsTable } from './supplier-contacts-table.tsx';

/** The supplier editor's contacts table (D§2.2); creating is off for a deleted supplier. */
export function SupplierContactsSection({
  supplierId,
  deleted,
}: {
  supplierId: string;
  deleted: boolean;
}) {
  const list = useListState<SupplierContactSortCol>();
  const editor = useEditorOpening<SupplierContact>();
  return (
    <EditorSection
      title="Contacts"
      actionLabel="New Supplier Contact"
      onAction={() => editor.openWith()}
      actionDisabled={deleted}
    >
      <SupplierContactsTable
        list={list}
        supplierId={supplierId}
        onOpen={editor.openWith}
        onCreate={() => editor.openWith()}
        createDisabled={deleted}
      />
      <OpenedSupplierContactEditor opening={editor} list={list} supplierId={supplierId} />
    </EditorSection>
  );
}
