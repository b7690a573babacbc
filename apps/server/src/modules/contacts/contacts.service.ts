import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import {
  DIRECTORY_MESSAGES,
  type CONTACT_SORT,
  type CreateContactSchema,
} from '@tallysheet/contract/directory/directory';
import { and, eq } from 'drizzle-orm';
import { associations } from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import {
  groupBy,
  insertAssociations,
  listAssociations,
} from '../associations/associations.repository.ts';
import { deletedMessage, requireLiveClient } from '../clients/clients.service.ts';
import { findProject } from '../projects/projects.repository.ts';
import { findContact, insertContact, listContacts, updateContact } from './contacts.repository.ts';

type Deps = { app: FastifyInstance; tenantId: string };

export async function listContactsPage({
  app,
  tenantId,
  clientId,
  query,
}: Deps & { clientId?: string; query: ListQuery<(typeof CONTACT_SORT)[number]> }) {
  return app.db.withTenant(tenantId, async (tx) => {
    const page = await listContacts(tx, { tenantId, clientId, query });
    const byContact = groupBy(
      await listAssociations(tx, { tenantId, contactIds: page.rows.map((row) => row.id) }),
      'contactId',
    );
    return { ...page, associations: byContact };
  });
}

export async function getContact({ app, tenantId, contactId }: Deps & { contactId: string }) {
  return app.db.withTenant(tenantId, async (tx) => {
    const row = await findContact(tx, { tenantId, contactId });
    if (!row) throw notFound('Contact not found');
    return { row, associations: await listAssociations(tx, { tenantId, contactIds: [contactId] }) };
  });
}

/**
 * Creates a project contact with its project associations. (The outstanding-timecards 409
 * of D§4 arrives with timesheets: until then no project has outstanding timecards.)
 */
export async function createContact({
  app,
  tenantId,
  input,
}: Deps & { input: z.infer<typeof CreateContactSchema> }): Promise<string> {
  const contactId = newId();
  await app.db.withTenant(tenantId, async (tx) => {
    await requireLiveClient(tx, { tenantId, clientId: input.clientId });
    const seen = new Set<string>();
    for (const [index, association] of input.associations.entries()) {
      const path = `associations.${index}.projectId`;
      const project = await findProject(tx, { tenantId, projectId: association.projectId });
      if (!project || project.isDeleted)
        throw new HttpError(400, `${path}: Project not found`, {
          issues: [{ path, message: 'Project not found' }],
        });
      if (project.clientId !== input.clientId)
        throw new HttpError(400, `${path}: ${DIRECTORY_MESSAGES.sameClient}`, {
          issues: [{ path, message: DIRECTORY_MESSAGES.sameClient }],
        });
      if (seen.has(association.projectId))
        throw new HttpError(400, `${path}: ${DIRECTORY_MESSAGES.associationExists}`, {
          issues: [{ path, message: DIRECTORY_MESSAGES.associationExists }],
        });
      seen.add(association.projectId);
    }
    await insertContact(tx, {
      tenantId,
      id: contactId,
      clientId: input.clientId,
      name: input.name,
      description: input.description,
      email: input.email,
    });
    await insertAssociations(
      tx,
      input.associations.map((a) => ({ tenantId, contactId, ...a })),
    );
  });
  return contactId;
}

export async function updateContactFields({
  app,
  tenantId,
  contactId,
  values,
}: Deps & {
  contactId: string;
  values:
    | { isArchived: boolean }
    | { name: string; email: string; description: string; hasPortalAccess?: boolean };
}) {
  await app.db.withTenant(tenantId, async (tx) => {
    const current = await findContact(tx, { tenantId, contactId });
    if (!current) throw notFound('Contact not found');
    if (current.isDeleted) throw conflict(deletedMessage('contact'));
    await updateContact(tx, { tenantId, contactId, values });
  });
  return getContact({ app, tenantId, contactId });
}

/** Soft-deletes a contact; its associations go, so no timecard is mailed to it. */
export async function deleteContact({ app, tenantId, contactId }: Deps & { contactId: string }) {
  await app.db.withTenant(tenantId, async (tx) => {
    if (!(await findContact(tx, { tenantId, contactId }))) throw notFound('Contact not found');
    await updateContact(tx, { tenantId, contactId, values: { isDeleted: true } });
    await tx
      .delete(associations)
      .where(and(eq(associations.tenantId, tenantId), eq(associations.contactId, contactId)));
  });
}
