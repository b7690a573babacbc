import type { FastifyInstance } from 'fastify';
import { DIRECTORY_MESSAGES } from '@tallysheet/contract/directory/directory';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { findContact } from '../contacts/contacts.repository.ts';
import { requireLiveProject } from '../projects/projects.service.ts';
import {
  deleteAssociation,
  findAssociation,
  insertAssociations,
  listAssociations,
  updateAssociation,
} from './associations.repository.ts';

type Deps = { app: FastifyInstance; tenantId: string };
type Link = { projectId: string; contactId: string };
type Settings = {
  contactType: 'MANAGER' | 'BACKUP_MANAGER' | 'ADDITIONAL_CONTACT';
  notificationLevel: 'COPY_WITH_LINK' | 'COPY_ONLY';
};

const fieldError = (path: string, message: string) =>
  new HttpError(400, `${path}: ${message}`, { issues: [{ path, message }] });

export function listAssociationsFor({
  app,
  tenantId,
  projectId,
  contactId,
}: Deps & { projectId?: string; contactId?: string }) {
  return app.db.withTenant(tenantId, (tx) =>
    listAssociations(tx, {
      tenantId,
      projectIds: projectId ? [projectId] : undefined,
      contactIds: contactId ? [contactId] : undefined,
    }),
  );
}

/** Links a contact to a project of the same client (and tenant). */
export async function createAssociation({
  app,
  tenantId,
  input,
}: Deps & { input: Link & Settings }) {
  await app.db.withTenant(tenantId, async (tx) => {
    const project = await requireLiveProject(tx, { tenantId, projectId: input.projectId });
    const contact = await findContact(tx, { tenantId, contactId: input.contactId });
    if (!contact || contact.isDeleted) throw fieldError('contactId', 'Contact not found');
    if (contact.clientId !== project.clientId)
      throw fieldError('contactId', DIRECTORY_MESSAGES.sameClient);
    if (await findAssociation(tx, { tenantId, ...input }))
      throw fieldError('contactId', DIRECTORY_MESSAGES.associationExists);
    await insertAssociations(tx, [
      {
        tenantId,
        projectId: input.projectId,
        contactId: input.contactId,
        contactType: input.contactType,
        notificationLevel: input.notificationLevel,
      },
    ]);
  });
}

/** Changes an association's contact type and notification level; its project and contact stay. */
export async function changeAssociation({
  app,
  tenantId,
  input,
}: Deps & { input: Link & Settings }) {
  const row = await app.db.withTenant(tenantId, (tx) =>
    updateAssociation(tx, {
      tenantId,
      projectId: input.projectId,
      contactId: input.contactId,
      values: { contactType: input.contactType, notificationLevel: input.notificationLevel },
    }),
  );
  if (!row) throw notFound('Association not found');
}

export async function removeAssociation({ app, tenantId, input }: Deps & { input: Link }) {
  const removed = await app.db.withTenant(tenantId, (tx) =>
    deleteAssociation(tx, { tenantId, ...input }),
  );
  if (!removed) throw notFound('Association not found');
}
