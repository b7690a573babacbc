import type { z } from 'zod';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import {
  DIRECTORY_MESSAGES,
  type CreateProjectSchema,
  type PROJECT_SORT,
} from '@tallysheet/contract/directory/directory';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import {
  addAssociations,
  associationsByProject,
  associationsOf,
} from '../associations/associations.service.ts';
import { requireClient, requireLiveClient } from '../clients/clients.guards.ts';
import { contactOf } from '../contacts/contacts.guards.ts';
import { authorizeDirectoryChange } from '../directory/directory.policy.ts';
import { addTasks, deleteTasksIn } from '../tasks/tasks.service.ts';
import {
  findProject,
  insertProject,
  listProjects,
  markClientProjectsDeleted,
  updateProject,
} from './projects.repository.ts';

type Deps = { deps: ServiceDeps; tenantId: string };
const DEFAULT_TASK_NAME = 'Default Task';

/** The task every project gets, in the transaction that creates the project. */
export const defaultTaskFor = (params: {
  tenantId: string;
  clientId: string;
  projectId: string;
}) => ({
  ...params,
  id: newId(),
  name: DEFAULT_TASK_NAME,
  description: 'Created with the project and assigned to everyone on it.',
  isDefault: true,
});

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
  await insertProject(tx, project);
  await addTasks(tx, [
    defaultTaskFor({
      tenantId: project.tenantId,
      clientId: project.clientId,
      projectId: project.id,
    }),
  ]);
}

/** Soft-deletes every project of a client, in the caller's transaction. */
export const deleteProjectsOfClient = markClientProjectsDeleted;

export async function listProjectsPage({
  deps,
  tenantId,
  clientId,
  query,
}: Deps & { clientId?: string; query: ListQuery<(typeof PROJECT_SORT)[number]> }) {
  return deps.db.withTenant(tenantId, async (tx) => {
    if (clientId) await requireClient(tx, { tenantId, clientId });
    const page = await listProjects(tx, { tenantId, clientId, query });
    const associations = await associationsByProject(tx, {
      tenantId,
      projectIds: page.rows.map((row) => row.id),
    });
    return { ...page, associations };
  });
}

export async function getProject({ deps, tenantId, projectId }: Deps & { projectId: string }) {
  return deps.db.withTenant(tenantId, async (tx) => {
    const row = await findProject(tx, { tenantId, projectId });
    if (!row) throw notFound('Project not found');
    return { row, associations: await associationsOf(tx, { tenantId, projectIds: [projectId] }) };
  });
}

/** Creates a project with its default task, its tasks and its contact associations. */
export async function createProject({
  deps,
  tenantId,
  input,
}: Deps & { input: z.infer<typeof CreateProjectSchema> }): Promise<string> {
  const projectId = newId();
  await deps.db.withTenant(tenantId, async (tx) => {
    await requireLiveClient(tx, { tenantId, clientId: input.clientId });
    const seen = new Set<string>();
    for (const [index, association] of input.associations.entries()) {
      const path = `associations.${index}.contactId`;
      const contact = await contactOf(tx, { tenantId, contactId: association.contactId });
      if (!contact || contact.isDeleted)
        throw new HttpError(400, `${path}: Contact not found`, {
          issues: [{ path, message: 'Contact not found' }],
        });
      if (contact.clientId !== input.clientId)
        throw new HttpError(400, `${path}: ${DIRECTORY_MESSAGES.sameClient}`, {
          issues: [{ path, message: DIRECTORY_MESSAGES.sameClient }],
        });
      if (seen.has(association.contactId))
        throw new HttpError(400, `${path}: ${DIRECTORY_MESSAGES.associationExists}`, {
          issues: [{ path, message: DIRECTORY_MESSAGES.associationExists }],
        });
      seen.add(association.contactId);
    }
    await addProjectWithDefaultTask(tx, {
      tenantId,
      id: projectId,
      clientId: input.clientId,
      name: input.name,
      description: input.description,
      endCustomer: input.endCustomer,
    });
    await addTasks(tx, [
      ...input.tasks.map((task) => ({
        tenantId,
        id: newId(),
        clientId: input.clientId,
        projectId,
        name: task.name,
        description: task.description,
      })),
    ]);
    await addAssociations(
      tx,
      input.associations.map((a) => ({ tenantId, projectId, ...a })),
    );
  });
  return projectId;
}

export async function updateProjectFields({
  deps,
  tenantId,
  projectId,
  values,
}: Deps & {
  projectId: string;
  values: { isArchived: boolean } | { name: string; description: string; endCustomer: string };
}) {
  await deps.db.withTenant(tenantId, async (tx) => {
    const current = await findProject(tx, { tenantId, projectId });
    if (!current) throw notFound('Project not found');
    authorizeDirectoryChange('project', current);
    await updateProject(tx, { tenantId, projectId, values });
  });
  return getProject({ deps, tenantId, projectId });
}

/** Soft-deletes a project and its tasks. */
export async function deleteProject({ deps, tenantId, projectId }: Deps & { projectId: string }) {
  await deps.db.withTenant(tenantId, async (tx) => {
    if (!(await findProject(tx, { tenantId, projectId }))) throw notFound('Project not found');
    await updateProject(tx, { tenantId, projectId, values: { isDeleted: true } });
    await deleteTasksIn(tx, { tenantId, projectId, now: deps.clock.now() });
  });
}
