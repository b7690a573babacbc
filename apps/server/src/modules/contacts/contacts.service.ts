import type { z } from 'zod';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import {
  DIRECTORY_MESSAGES,
  type CONTACT_SORT,
  type CreateContactSchema,
} from '@tallysheet/contract/directory/directory';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import {
  addAssociations,
  associationsByContact,
  associationsOf,
  removeAssociationsOfContact,
} from '../associations/associations.service.ts';
import { requireClient, requireLiveClient } from '../clients/clients.guards.ts';
import { authorizeDirectoryChange } from '../directory/directory.policy.ts';
import { revokeContactLinks } from '../link-tokens/link-tokens.service.ts';
import { projectOf } from '../projects/projects.guards.ts';
import { resolveOutstandingTimecards } from '../timesheets/timesheets.service.ts';
import {
  findContact,
  insertContact,
  listContacts,
  markClientContactsDeleted,
  updateContact,
} from './contacts.repository.ts';

type Deps = { deps: ServiceDeps; tenantId: string };

/** Stores a contact in the caller's transaction (its client is checked by the caller). */
export const addContact = insertContact;

/** Soft-deletes every contact of a client and revokes their links, in the caller's transaction. */
export async function deleteContactsOfClient(
  tx: Tx,
  params: { tenantId: string; clientId: string; now: Date },
) {
  const contactIds = await markClientContactsDeleted(tx, params);
  await revokeContactLinks(tx, { tenantId: params.tenantId, contactIds, at: params.now });
}

export async function listContactsPage({
  deps,
  tenantId,
  clientId,
  query,
}: Deps & { clientId?: string; query: ListQuery<(typeof CONTACT_SORT)[number]> }) {
  return deps.db.withTenant(tenantId, async (tx) => {
    if (clientId) await requireClient(tx, { tenantId, clientId });
    const page = await listContacts(tx, { tenantId, clientId, query });
    const byContact = await associationsByContact(tx, {
      tenantId,
      contactIds: page.rows.map((row) => row.id),
    });
    return { ...page, associations: byContact };
  });
}

export async function getContact({ deps, tenantId, contactId }: Deps & { contactId: string }) {
  return deps.db.withTenant(tenantId, async (tx) => {
    const row = await findContact(tx, { tenantId, contactId });
    if (!row) throw notFound('Contact not found');
    return { row, associations: await associationsOf(tx, { tenantId, contactIds: [contactId] }) };
  });
}

/**
 * Creates a project contact with its project associations. Projects with outstanding
 * timecards ask first (409) whether to send them to the new contact (D§4).
 */
export async function createContact({
  deps,
  tenantId,
  input,
}: Deps & { input: z.infer<typeof CreateContactSchema> }): Promise<string> {
  const contactId = newId();
  await deps.db.withTenant(tenantId, async (tx) => {
    await requireLiveClient(tx, { tenantId, clientId: input.clientId });
    const seen = new Set<string>();
    for (const [index, association] of input.associations.entries()) {
      const path = `associations.${index}.projectId`;
      const project = await projectOf(tx, { tenantId, projectId: association.projectId });
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
    const outstanding = {
      tenantId,
      contactId,
      projectIds: input.associations.map((association) => association.projectId),
      action: input.outstandingTimecardsAction,
    };
    await resolveOutstandingTimecards(tx, deps, { ...outstanding, linked: false });
    await insertContact(tx, {
      tenantId,
      id: contactId,
      clientId: input.clientId,
      name: input.name,
      description: input.description,
      email: input.email,
    });
    await addAssociations(
      tx,
      input.associations.map((a) => ({ tenantId, contactId, ...a })),
    );
    await resolveOutstandingTimecards(tx, deps, { ...outstanding, linked: true });
  });
  return contactId;
}

export async function updateContactFields({
  deps,
  tenantId,
  contactId,
  values,
}: Deps & {
  contactId: string;
  values:
    | { isArchived: boolean }
    | { name: string; email: string; description: string; hasPortalAccess?: boolean };
}) {
  await deps.db.withTenant(tenantId, async (tx) => {
    const current = await findContact(tx, { tenantId, contactId });
    if (!current) throw notFound('Contact not found');
    authorizeDirectoryChange('contact', current);
    await updateContact(tx, { tenantId, contactId, values });
    // An archived contact decides nothing: their approval links die at once (issue 26).
    if ('isArchived' in values && values.isArchived)
      await revokeContactLinks(tx, { tenantId, contactIds: [contactId], at: deps.clock.now() });
  });
  return getContact({ deps, tenantId, contactId });
}

/** Soft-deletes a contact; its associations and approval links go, so it neither gets nor decides timecards. */
export async function deleteContact({ deps, tenantId, contactId }: Deps & { contactId: string }) {
  await deps.db.withTenant(tenantId, async (tx) => {
    if (!(await findContact(tx, { tenantId, contactId }))) throw notFound('Contact not found');
    await updateContact(tx, { tenantId, contactId, values: { isDeleted: true } });
    await removeAssociationsOfContact(tx, { tenantId, contactId });
    await revokeContactLinks(tx, { tenantId, contactIds: [contactId], at: deps.clock.now() });
  });
}
