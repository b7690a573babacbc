import type { ListQuery } from '@tallysheet/contract/common/lists';
import type { CLIENT_SORT, CreateClient } from '@tallysheet/contract/directory/directory';
import type { ServiceDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { addAssociations } from '../associations/associations.service.ts';
import { addContact, deleteContactsOfClient } from '../contacts/contacts.service.ts';
import { authorizeDirectoryChange } from '../directory/directory.policy.ts';
import { addProjectWithDefaultTask, deleteProjectsOfClient } from '../projects/projects.service.ts';
import { addTasks, deleteTasksIn } from '../tasks/tasks.service.ts';
import {
  findClient,
  insertClient,
  listClients,
  updateClient,
  type ClientRow,
} from './clients.repository.ts';

type Deps = { deps: ServiceDeps; tenantId: string };

export function listClientsPage({
  deps,
  tenantId,
  query,
}: Deps & { query: ListQuery<(typeof CLIENT_SORT)[number]> }) {
  return deps.db.withTenant(tenantId, (tx) => listClients(tx, { tenantId, query }));
}

export async function getClient({
  deps,
  tenantId,
  clientId,
}: Deps & { clientId: string }): Promise<ClientRow> {
  const row = await deps.db.withTenant(tenantId, (tx) => findClient(tx, { tenantId, clientId }));
  if (!row) throw notFound('Client not found');
  return row;
}

/**
 * Creates a client with its staged projects, contacts, tasks and associations in one
 * transaction; staged ids map to real ones, and any bad child rejects the whole call.
 */
export async function createClient({
  deps,
  tenantId,
  input,
}: Deps & { input: CreateClient }): Promise<string> {
  const clientId = newId();
  const projectIds = new Map(input.projects.map((p) => [p.id, newId()]));
  const contactIds = new Map(input.contacts.map((c) => [c.id, newId()]));
  // The staged children's integrity is CreateClientSchema's (contract): the input is sound here.

  await deps.db.withTenant(tenantId, async (tx) => {
    await insertClient(tx, {
      tenantId,
      id: clientId,
      name: input.name,
      description: input.description,
    });
    for (const project of input.projects) {
      const projectId = projectIds.get(project.id)!;
      await addProjectWithDefaultTask(tx, {
        tenantId,
        id: projectId,
        clientId,
        name: project.name,
        description: project.description,
        endCustomer: project.endCustomer,
      });
    }
    for (const contact of input.contacts) {
      await addContact(tx, {
        tenantId,
        id: contactIds.get(contact.id)!,
        clientId,
        name: contact.name,
        description: contact.description,
        email: contact.email,
      });
    }
    await addTasks(
      tx,
      input.tasks.map((task) => ({
        tenantId,
        id: newId(),
        clientId,
        projectId: projectIds.get(task.projectId)!,
        name: task.name,
        description: task.description,
      })),
    );
    await addAssociations(
      tx,
      input.associations.map((a) => ({
        tenantId,
        projectId: projectIds.get(a.projectId)!,
        contactId: contactIds.get(a.contactId)!,
        contactType: a.contactType,
        notificationLevel: a.notificationLevel,
      })),
    );
  });
  return clientId;
}

export async function updateClientFields({
  deps,
  tenantId,
  clientId,
  values,
}: Deps & {
  clientId: string;
  values: { isArchived: boolean } | { name: string; description: string };
}) {
  return deps.db.withTenant(tenantId, async (tx) => {
    const current = await findClient(tx, { tenantId, clientId });
    if (!current) throw notFound('Client not found');
    authorizeDirectoryChange('client', current);
    return (await updateClient(tx, { tenantId, clientId, values }))!;
  });
}

/** Soft-deletes a client with its projects, contacts and tasks. */
export async function deleteClient({ deps, tenantId, clientId }: Deps & { clientId: string }) {
  await deps.db.withTenant(tenantId, async (tx) => {
    const current = await findClient(tx, { tenantId, clientId });
    if (!current) throw notFound('Client not found');
    const now = deps.clock.now();
    await updateClient(tx, { tenantId, clientId, values: { isDeleted: true } });
    await deleteProjectsOfClient(tx, { tenantId, clientId, now });
    await deleteContactsOfClient(tx, { tenantId, clientId, now });
    await deleteTasksIn(tx, { tenantId, clientId, now });
  });
}
