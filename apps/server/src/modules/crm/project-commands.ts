import type { z } from 'zod';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import type { CreateProjectSchema, PROJECT_SORT } from '@tallysheet/contract/directory/directory';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import {
  addAssociations,
  associationsByProject,
  associationsOf,
} from '../associations/associations.service.ts';
import { clientsService } from '../clients/clients.service.ts';
import { contactsService } from '../contacts/contacts.service.ts';
import { defaultTaskFor, projectsService } from '../projects/projects.service.ts';
import { tasksService } from '../tasks/tasks.service.ts';
import { checkStagedAssociations } from './association-commands.ts';

type Deps = { deps: ServiceDeps; tenantId: string };

/** Stores a project with its default task, in the caller's transaction (its client is checked). */
export async function addProjectWithDefaultTask(
  tx: Tx,
  project: {
    tenantId: string;
    id: string;
    clientId: string;
    name: string;
    description?: string;
    endCustomer?: string;
  },
) {
  await projectsService.insert(tx, [project]);
  const { tenantId, clientId } = project;
  await tasksService.insert(tx, [defaultTaskFor({ tenantId, clientId, projectId: project.id })]);
}

/** A page of projects, of one client when it names one, each with its associations. */
export async function listProjectsPage({
  deps,
  tenantId,
  clientId,
  query,
}: Deps & { clientId?: string; query: ListQuery<(typeof PROJECT_SORT)[number]> }) {
  return deps.db.withTenant(tenantId, async (tx) => {
    if (clientId) await clientsService.require(tx, { tenantId, id: clientId });
    const page = await projectsService.listIn(tx, { tenantId, query, parents: { clientId } });
    const associations = await associationsByProject(tx, {
      tenantId,
      projectIds: page.rows.map((row) => row.id),
    });
    return { ...page, associations };
  });
}

/** A project (deleted ones too) with its associations. */
export async function getProject({ deps, tenantId, id }: Deps & { id: string }) {
  return deps.db.withTenant(tenantId, async (tx) => {
    const row = await projectsService.getIn(tx, { tenantId, id });
    return { row, associations: await associationsOf(tx, { tenantId, projectIds: [id] }) };
  });
}

/** Creates a project with its default task, its tasks and its contact associations. */
export async function createProject({
  deps,
  tenantId,
  input,
}: Deps & { input: z.infer<typeof CreateProjectSchema> }): Promise<string> {
  const projectId = newId();
  const { clientId } = input;
  await deps.db.withTenant(tenantId, async (tx) => {
    await clientsService.requireLive(tx, { tenantId, id: clientId });
    await checkStagedAssociations({
      clientId,
      ids: input.associations.map((association) => association.contactId),
      field: 'contactId',
      notFound: 'Contact not found',
      find: (id) => contactsService.find(tx, { tenantId, id }),
    });
    const { name, description, endCustomer } = input;
    await addProjectWithDefaultTask(tx, {
      tenantId,
      id: projectId,
      clientId,
      name,
      description,
      endCustomer,
    });
    await tasksService.insert(
      tx,
      input.tasks.map((task) => ({
        tenantId,
        id: newId(),
        clientId,
        projectId,
        name: task.name,
        description: task.description,
      })),
    );
    await addAssociations(
      tx,
      input.associations.map((a) => ({ tenantId, projectId, ...a })),
    );
  });
  return projectId;
}

/** Archives, unarchives or edits a project; a deleted one cannot change (409). */
export async function updateProjectFields({
  deps,
  tenantId,
  id,
  values,
}: Deps & {
  id: string;
  values: { isArchived: boolean } | { name: string; description: string; endCustomer: string };
}) {
  await deps.db.withTenant(tenantId, (tx) =>
    projectsService.change(tx, { tenantId, id, values, now: deps.clock.now() }),
  );
  return getProject({ deps, tenantId, id });
}

/** Soft-deletes a project and its tasks, all stamped with one clock time. */
export async function deleteProject({ deps, tenantId, id }: Deps & { id: string }) {
  await deps.db.withTenant(tenantId, async (tx) => {
    const now = deps.clock.now();
    await projectsService.markDeleted(tx, { tenantId, id, now });
    await tasksService.markDeletedOf(tx, { tenantId, of: { projectId: id }, now });
  });
}
