import { directoryService } from '../directory/directory-service.ts';
import { clientsTable } from './clients.repository.ts';

/** The tenant's clients: list, get, update and delete, and the checks on a referenced client. */
export const clientsService = directoryService(clientsTable, {
  kind: 'client',
  notFound: 'Client not found',
  field: 'clientId',
});
