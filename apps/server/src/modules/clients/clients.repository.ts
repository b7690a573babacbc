import { clients } from '../../db/schema/index.ts';
import { directoryTable, namedSort } from '../directory/directory-table.ts';

/** The tenant's clients, sorted by CLIENT_SORT's columns. */
export const clientsTable = directoryTable({
  table: clients,
  source: 'clients',
  sort: namedSort(clients),
});

export type ClientRow = typeof clients.$inferSelect;
