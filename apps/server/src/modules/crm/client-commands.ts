import type { CreateClient } from '@tallysheet/contract/directory/directory';
import type { ServiceDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { addAssociations } from '../associations/associations.service.ts';
import { presentClient } from '../clients/clients.presenter.ts';
import { clientsService } from '../clients/clients.service.ts';
import { contactsService } from '../contacts/contacts.service.ts';
import { revokeContactLinks } from '../link-tokens/link-tokens.service.ts';
import { projectsService } from '../projects/projects.service.ts';
import { tasksService } from '../tasks/tasks.service.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { addProjectWithDefaultTask, addTasks } from './project-commands.ts';

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
    await clientsService.insert(tx, [{ tenantId, id: clientId, name, description }], deps);
    for (const { id, name, description, endCustomer } of input.projects)
      await addProjectWithDefaultTask(
        tx,
        {
          tenantId,
          id: projectIds.get(id)!,
          clientId,
          name,
          description,
          endCustomer,
        },
        deps,
      );
    await contactsService.insert(
      tx,
      input.contacts.map(({ id, name, description, email }) => {
        return { tenantId, id: contactIds.get(id)!, clientId, name, description, email };
      }),
      deps,
    );
    await addTasks(
      tx,
      { tenantId, clientId },
      input.tasks.map((task) => ({ ...task, projectId: projectIds.get(task.projectId)! })),
      deps,
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
      deps,
    );
    // `client.created` with the client as GET /crm/ps/clients/{id} reads it.
    const created = await clientsService.require(tx, { tenantId, id: clientId });
    await emitWebhookEvent(tx, deps, {
      tenantId,
      type: 'client.created',
      data: presentClient(created),
    });
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
    await clientsService.markDeleted(tx, { tenantId, id, now, deps });
    await projectsService.markDeletedOf(tx, { tenantId, of, now, deps });
    const contactIds = await contactsService.markDeletedOf(tx, { tenantId, of, now, deps });
    await revokeContactLinks(tx, { tenantId, contactIds, at: now });
    await tasksService.markDeletedOf(tx, { tenantId, of, now, deps });
  });
}
