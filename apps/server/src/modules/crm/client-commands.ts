import type { CreateClient } from '@tallysheet/contract/directory/directory';
import type { ServiceDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { addAssociations } from '../associations/associations.service.ts';
import { clientsService } from '../clients/clients.service.ts';
import { contactsService } from '../contacts/contacts.service.ts';
import { revokeContactLinks } from '../link-tokens/link-tokens.service.ts';
import { projectsService } from '../projects/projects.service.ts';
import { tasksService } from '../tasks/tasks.service.ts';
import { addProjectWithDefaultTask } from './project-commands.ts';
import { emitClientCreated } from '../webhooks/events.ts';

type Deps = { deps: ServiceDeps; tenantId: string };

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
    const { name, description } = input;
    await clientsService.insert(tx, [{ tenantId, id: clientId, name, description }]);
    for (const project of input.projects) {
      await addProjectWithDefaultTask(tx, {
        tenantId,
        id: projectIds.get(project.id)!,
        clientId,
        name: project.name,
        description: project.description,
        endCustomer: project.endCustomer,
      });
    }
    await contactsService.insert(
      tx,
      input.contacts.map((contact) => ({
        tenantId,
        id: contactIds.get(contact.id)!,
        clientId,
        name: contact.name,
        description: contact.description,
        email: contact.email,
      })),
    );
    await tasksService.insert(
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
    await emitClientCreated(tx, deps, { tenantId, clientId });
  });
  return clientId;
}

/**
 * Soft-deletes a client with its projects, contacts and tasks, all stamped with one clock
 * time; its contacts' approval links die with them.
 */
export async function deleteClient({ deps, tenantId, id }: Deps & { id: string }) {
  await deps.db.withTenant(tenantId, async (tx) => {
    const now = deps.clock.now();
    const of = { clientId: id };
    await clientsService.markDeleted(tx, { tenantId, id, now });
    await projectsService.markDeletedOf(tx, { tenantId, of, now });
    const contactIds = await contactsService.markDeletedOf(tx, { tenantId, of, now });
    await revokeContactLinks(tx, { tenantId, contactIds, at: now });
    await tasksService.markDeletedOf(tx, { tenantId, of, now });
  });
}
