import type { Client } from '@tallysheet/contract/directory/directory';
import { descriptionColumn, updatedColumn } from '@/components/data-table/columns.ts';
import { directoryTable } from '@/components/data-table/directory-table.tsx';
import { useDeleteClient } from '@/features/clients/api/delete-client.ts';
import {
  useClients,
  type ClientList,
  type ClientListQuery,
} from '@/entities/clients/api/get-clients.ts';
import { CLIENT, CLIENT_TEXT } from '@/features/clients/messages.ts';

/** The clients list (D§2.1): name, description and the last update, with edit and delete. */
export const ClientsTable = directoryTable<Client, ClientListQuery, ClientList>({
  kind: CLIENT,
  label: 'Clients',
  name: { sortCol: 'name', width: '30%', value: (row) => row.name },
  columns: [descriptionColumn(), updatedColumn()],
  text: CLIENT_TEXT,
  useList: useClients,
  rows: (data) => data.clients,
  useDelete: useDeleteClient,
});
