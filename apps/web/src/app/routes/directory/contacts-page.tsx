import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { ListFilters } from '@/components/data-table/list-filter.tsx';
import { afterSave, useListState } from '@/components/data-table/use-list-state.ts';
import { PageHeader } from '@/components/page-header.tsx';
import type { ContactSortCol } from '@/entities/contacts/api/get-contacts.ts';
import { ContactsTable } from '@/features/contacts/components/contacts-table.tsx';
import { useDirectoryEditor } from './use-directory-editor.tsx';

/** Project Contacts (D§2.1): the list with its search and Active/Archived filter and the contact editor. */
export default function ContactsPage() {
  const list = useListState<ContactSortCol>();
  const editor = useDirectoryEditor('contact', afterSave(list));
  const openNew = () => editor.open({ kind: 'contact' });
  return (
    <>
      <PageHeader
        title="Project Contacts"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={openNew}>
            New Contact
          </Button>
        }
      />
      <ListFilters list={list} searchPlaceholder="Name or e-mail" />
      <ContactsTable
        list={list}
        onOpen={(contact) => editor.open({ kind: 'contact', id: contact.id })}
        onCreate={openNew}
      />
      {editor.element}
    </>
  );
}
