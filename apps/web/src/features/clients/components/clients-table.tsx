import type { Client } from '@tallysheet/contract/directory/directory';
import { useConfirmDelete } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import type { DataTableColumn } from '@/components/data-table/types.ts';
import type { ListState } from '@/components/data-table/use-list-state.ts';
import { useDeleteClient } from '@/features/clients/api/delete-client.ts';
import { useClients, type ClientSortCol } from '@/entities/clients/api/get-clients.ts';
import { CLIENT, CLIENT_TEXT, CLIENT_TOASTS } from '@/features/clients/messages.ts';

const COLUMNS: DataTableColumn<Client>[] = [
  {
    id: 'description',
    label: 'Description',
    sortCol: 'description',
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

/** The clients list (D§2.1): name, description and the last update, with edit and delete. */
export function ClientsTable({
  list,
  onOpen,
  onCreate,
}: {
  list: ListState<ClientSortCol>;
  onOpen(client: Client): void;
  onCreate(): void;
}) {
  const query = useClients(list.query);
  const remove = useDeleteClient();
  const confirmDelete = useConfirmDelete<Client>({
    kind: CLIENT,
    remove: (client) => remove.mutateAsync(client.id),
    success: CLIENT_TOASTS.deleted,
    failure: CLIENT_TOASTS.deleteError,
  });
  return (
    <>
      <DataTable
        label="Clients"
        name={{ sortCol: 'name', width: '30%', value: (row) => row.name }}
        columns={COLUMNS}
        rows={query.data?.clients}
        count={query.data?.count}
        getRowId={(row) => row.id}
        list={list}
        query={query}
        onOpen={onOpen}
        onEdit={onOpen}
        onDelete={confirmDelete.ask}
        emptyText={CLIENT_TEXT.empty}
        errorText={CLIENT_TEXT.loadError}
        createLabel="New Client"
        onCreate={onCreate}
      />
      {confirmDelete.dialog}
    </>
  );
}
