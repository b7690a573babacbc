import type { Contact } from '@tallysheet/contract/directory/directory';
import { useConfirmDelete } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import type { DataTableColumn } from '@/components/data-table/types.ts';
import type { ListState } from '@/components/data-table/use-list-state.ts';
import { useDeleteContact } from '@/features/contacts/api/delete-contact.ts';
import { useContacts, type ContactSortCol } from '@/entities/contacts/api/get-contacts.ts';
import { CONTACT, CONTACT_TEXT, CONTACT_TOASTS } from '@/features/contacts/messages.ts';

const COLUMNS: DataTableColumn<Contact>[] = [
  {
    id: 'clientName',
    label: 'Client',
    width: '16%',
    identifies: true,
    value: (row) => row.clientName,
  },
  {
    id: 'email',
    label: 'Email',
    sortCol: 'contactEmail',
    width: '22%',
    identifies: true,
    value: (row) => row.email,
  },
  {
    id: 'description',
    label: 'Description',
    sortCol: 'contactDescription',
    value: (row) => row.description,
  },
  {
    id: 'updatedAt',
    label: 'Updated',
    sortCol: 'updatedAt',
    kind: 'date',
    value: (row) => row.updatedAt,
  },
];

/** The project contacts list (D§2.1): name, client, e-mail, description, updated. */
export function ContactsTable({
  list,
  onOpen,
  onCreate,
}: {
  list: ListState<ContactSortCol>;
  onOpen(contact: Contact): void;
  onCreate(): void;
}) {
  const query = useContacts(list.query);
  const remove = useDeleteContact();
  const confirmDelete = useConfirmDelete<Contact>({
    kind: CONTACT,
    remove: (contact) => remove.mutateAsync(contact.id),
    success: CONTACT_TOASTS.deleted,
    failure: CONTACT_TOASTS.deleteError,
  });
  return (
    <>
      <DataTable
        label="Project Contacts"
        name={{
          sortCol: 'contactName',
          width: '18%',
          value: (row) => row.name,
          rowLabel: (row) => row.name || row.email,
        }}
        columns={COLUMNS}
        rows={query.data?.contacts}
        count={query.data?.count}
        getRowId={(row) => row.id}
        list={list}
        query={query}
        onOpen={onOpen}
        onEdit={onOpen}
        onDelete={confirmDelete.ask}
        emptyText={CONTACT_TEXT.empty}
        errorText={CONTACT_TEXT.loadError}
        createLabel="New Contact"
        onCreate={onCreate}
        minWidth={960}
      />
      {confirmDelete.dialog}
    </>
  );
}
