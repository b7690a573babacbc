import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { ListFilters } from '@/components/data-table/list-filter.tsx';
import { afterSave, useListState } from '@/components/data-table/use-list-state.ts';
import { PageHeader } from '@/components/page-header.tsx';
import type { ClientSortCol } from '@/entities/clients/api/get-clients.ts';
import { ClientsTable } from '@/features/clients/components/clients-table.tsx';
import { useDirectoryEditor } from './use-directory-editor.tsx';

/** Clients (D§2.1): the list with its search and Active/Archived filter and the directory editors. */
export default function ClientsPage() {
  const list = useListState<ClientSortCol>();
  const editor = useDirectoryEditor('client', afterSave(list));
  const openNew = () => editor.open({ kind: 'client' });
  return (
    <>
      <PageHeader
        title="Clients"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={openNew}>
            New Client
          </Button>
        }
      />
      <ListFilters list={list} searchPlaceholder="Client name" />
      <ClientsTable
        list={list}
        onOpen={(client) => editor.open({ kind: 'client', id: client.id })}
        onCreate={openNew}
      />
      {editor.element}
    </>
  );
}
