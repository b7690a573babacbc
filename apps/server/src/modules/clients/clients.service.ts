import type { FastifyInstance } from 'fastify';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import type { CLIENT_SORT, CreateClient } from '@tallysheet/contract/directory/directory';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { contacts, projects, tasks } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { insertAssociations } from '../associations/associations.repository.ts';
import { insertContact } from '../contacts/contacts.repository.ts';
import { insertProject } from '../projects/projects.repository.ts';
import { defaultTaskFor } from '../projects/projects.service.ts';
import { insertTasks } from '../tasks/tasks.repository.ts';
import {
  findClient,
  insertClient,
  listClients,
  updateClient,
  type ClientRow,
} from './clients.repository.ts';

type Deps = { app: FastifyInstance; tenantId: string };

export const deletedMessage = (kind: string) => `This ${kind} was deleted and cannot be changed.`;

export function listClientsPage({
  app,
  tenantId,
  query,
}: Deps & { query: ListQuery<(typeof CLIENT_SORT)[number]> }) {
  return app.db.withTenant(tenantId, (tx) => listClients(tx, { tenantId, query }));
}

export async function getClient({
  app,
  tenantId,
  clientId,
}: Deps & { clientId: string }): Promise<ClientRow> {
  const row = await app.db.withTenant(tenantId, (tx) => findClient(tx, { tenantId, clientId }));
  if (!row) throw notFound('Client not found');
  return row;
}

/** A live (not deleted) client of the tenant, or the error that names the field. */
export async function requireLiveClient(
  tx: Tx,
  params: { tenantId: string; clientId: string; path?: string },
): Promise<ClientRow> {
  const row = await findClient(tx, params);
  const path = params.path ?? 'clientId';
  if (!row || row.isDeleted)
    throw new HttpError(400, `${path}: Client not found`, {
      issues: [{ path, message: 'Client not found' }],
    });
  return row;
}

const stagedError = (path: string, message: string) =>
  new HttpError(400, `${path}: ${message}`, { issues: [{ path, message }] });

/**
 * Creates a client with its staged projects, contacts, tasks and associations in one
 * transaction; staged ids map to real ones, and any bad child rejects the whole call.
 */
export async function createClient({
  app,
  tenantId,
  input,
}: Deps & { input: CreateClient }): Promise<string> {
  const clientId = newId();
  const projectIds = new Map(input.projects.map((p) => [p.id, newId()]));
  const contactIds = new Map(input.contacts.map((c) => [c.id, newId()]));
  if (projectIds.size !== input.projects.length)
    throw stagedError('projects', 'Staged ids must be unique');
  if (contactIds.size !== input.contacts.length)
    throw stagedError('contacts', 'Staged ids must be unique');
  input.tasks.forEach((task, index) => {
    if (!projectIds.has(task.projectId))
      throw stagedError(`tasks.${index}.projectId`, 'Unknown staged project');
  });
  const pairs = new Set<string>();
  input.associations.forEach((association, index) => {
    if (!projectIds.has(association.projectId))
      throw stagedError(`associations.${index}.projectId`, 'Unknown staged project');
    if (!contactIds.has(association.contactId))
      throw stagedError(`associations.${index}.contactId`, 'Unknown staged contact');
    const key = `${association.projectId}|${association.contactId}`;
    if (pairs.has(key))
      throw stagedError(
        `associations.${index}`,
        'This contact is already associated with this project',
      );
    pairs.add(key);
  });

  await app.db.withTenant(tenantId, async (tx) => {
    await insertClient(tx, {
      tenantId,
      id: clientId,
      name: input.name,
      description: input.description,
    });
    for (const project of input.projects) {
      const projectId = projectIds.get(project.id)!;
      await insertProject(tx, {
        tenantId,
        id: projectId,
        clientId,
        name: project.name,
        description: project.description,
        endCustomer: project.endCustomer,
      });
      await insertTasks(tx, [defaultTaskFor({ tenantId, clientId, projectId })]);
    }
    for (const contact of input.contacts) {
      await insertContact(tx, {
        tenantId,
        id: contactIds.get(contact.id)!,
        clientId,
        name: contact.name,
        description: contact.description,
        email: contact.email,
      });
    }
    await insertTasks(
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
    await insertAssociations(
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
  app,
  tenantId,
  clientId,
  values,
}: Deps & {
  clientId: string;
  values: { isArchived: boolean } | { name: string; description: string };
}) {
  return app.db.withTenant(tenantId, async (tx) => {
    const current = await findClient(tx, { tenantId, clientId });
    if (!current) throw notFound('Client not found');
    if (current.isDeleted) throw conflict(deletedMessage('client'));
    return (await updateClient(tx, { tenantId, clientId, values }))!;
  });
}

/** Soft-deletes a client with its projects, contacts and tasks. */
export async function deleteClient({ app, tenantId, clientId }: Deps & { clientId: string }) {
  await app.db.withTenant(tenantId, async (tx) => {
    const current = await findClient(tx, { tenantId, clientId });
    if (!current) throw notFound('Client not found');
    const now = new Date();
    await updateClient(tx, { tenantId, clientId, values: { isDeleted: true } });
    for (const table of [projects, contacts, tasks]) {
      await tx
        .update(table)
        .set({ isDeleted: true, updatedAt: now })
        .where(and(eq(table.tenantId, tenantId), eq(table.clientId, clientId)));
    }
  });
}
