import type { FastifyInstance } from 'fastify';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import type { PROJECT_SORT } from '@tallysheet/contract/directory/directory';
import { DIRECTORY_MESSAGES } from '@tallysheet/contract/directory/directory';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreateProjectSchema } from '@tallysheet/contract/directory/directory';
import type { Tx } from '../../db/client.ts';
import { tasks } from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import {
  groupBy,
  insertAssociations,
  listAssociations,
} from '../associations/associations.repository.ts';
import { deletedMessage, requireLiveClient } from '../clients/clients.service.ts';
import { findContact } from '../contacts/contacts.repository.ts';
import { insertTasks } from '../tasks/tasks.repository.ts';
import {
  findProject,
  insertProject,
  listProjects,
  updateProject,
  type ProjectRow,
} from './projects.repository.ts';

type Deps = { app: FastifyInstance; tenantId: string };
export const DEFAULT_TASK_NAME = 'Default Task';

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

export async function listProjectsPage({
  app,
  tenantId,
  clientId,
  query,
}: Deps & { clientId?: string; query: ListQuery<(typeof PROJECT_SORT)[number]> }) {
  return app.db.withTenant(tenantId, async (tx) => {
    const page = await listProjects(tx, { tenantId, clientId, query });
    const associations = groupBy(
      await listAssociations(tx, { tenantId, projectIds: page.rows.map((row) => row.id) }),
      'projectId',
    );
    return { ...page, associations };
  });
}

export async function getProject({ app, tenantId, projectId }: Deps & { projectId: string }) {
  return app.db.withTenant(tenantId, async (tx) => {
    const row = await findProject(tx, { tenantId, projectId });
    if (!row) throw notFound('Project not found');
    return { row, associations: await listAssociations(tx, { tenantId, projectIds: [projectId] }) };
  });
}

/** A live project of the tenant, or a 400 naming the field. */
export async function requireLiveProject(
  tx: Tx,
  params: { tenantId: string; projectId: string; path?: string },
): Promise<ProjectRow> {
  const row = await findProject(tx, params);
  const path = params.path ?? 'projectId';
  if (!row || row.isDeleted)
    throw new HttpError(400, `${path}: Project not found`, {
      issues: [{ path, message: 'Project not found' }],
    });
  return row;
}

/** Creates a project with its default task, its tasks and its contact associations. */
export async function createProject({
  app,
  tenantId,
  input,
}: Deps & { input: z.infer<typeof CreateProjectSchema> }): Promise<string> {
  const projectId = newId();
  await app.db.withTenant(tenantId, async (tx) => {
    await requireLiveClient(tx, { tenantId, clientId: input.clientId });
    const seen = new Set<string>();
    for (const [index, association] of input.associations.entries()) {
      const path = `associations.${index}.contactId`;
      const contact = await findContact(tx, { tenantId, contactId: association.contactId });
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
    await insertProject(tx, {
      tenantId,
      id: projectId,
      clientId: input.clientId,
      name: input.name,
      description: input.description,
      endCustomer: input.endCustomer,
    });
    await insertTasks(tx, [
      defaultTaskFor({ tenantId, clientId: input.clientId, projectId }),
      ...input.tasks.map((task) => ({
        tenantId,
        id: newId(),
        clientId: input.clientId,
        projectId,
        name: task.name,
        description: task.description,
      })),
    ]);
    await insertAssociations(
      tx,
      input.associations.map((a) => ({ tenantId, projectId, ...a })),
    );
  });
  return projectId;
}

export async function updateProjectFields({
  app,
  tenantId,
  projectId,
  values,
}: Deps & {
  projectId: string;
  values: { isArchived: boolean } | { name: string; description: string; endCustomer: string };
}) {
  await app.db.withTenant(tenantId, async (tx) => {
    const current = await findProject(tx, { tenantId, projectId });
    if (!current) throw notFound('Project not found');
    if (current.isDeleted) throw conflict(deletedMessage('project'));
    await updateProject(tx, { tenantId, projectId, values });
  });
  return getProject({ app, tenantId, projectId });
}

/** Soft-deletes a project and its tasks. */
export async function deleteProject({ app, tenantId, projectId }: Deps & { projectId: string }) {
  await app.db.withTenant(tenantId, async (tx) => {
    if (!(await findProject(tx, { tenantId, projectId }))) throw notFound('Project not found');
    await updateProject(tx, { tenantId, projectId, values: { isDeleted: true } });
    await tx
      .update(tasks)
      .set({ isDeleted: true, updatedAt: new Date() })
      .where(and(eq(tasks.tenantId, tenantId), eq(tasks.projectId, projectId)));
  });
}
