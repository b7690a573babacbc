import type { z } from 'zod';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import type { CONTACT_SORT, CreateContactSchema } from '@tallysheet/contract/directory/directory';
import type { ServiceDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import {
  addAssociations,
  associationsByContact,
  associationsOf,
  removeAssociationsOfContact,
} from '../associations/associations.service.ts';
import { clientsService } from '../clients/clients.service.ts';
import { contactsService } from '../contacts/contacts.service.ts';
import { revokeContactLinks } from '../link-tokens/link-tokens.service.ts';
import { projectsService } from '../projects/projects.service.ts';
import { checkStagedAssociations, linkWithOutstandingTimecards } from './association-commands.ts';

type Deps = { deps: ServiceDeps; tenantId: string };

/** A page of project contacts, of one client when it names one, each with its associations. */
export async function listContactsPage({
  deps,
  tenantId,
  clientId,
  query,
}: Deps & { clientId?: string; query: ListQuery<(typeof CONTACT_SORT)[number]> }) {
  return deps.db.withTenant(tenantId, async (tx) => {
    if (clientId) await clientsService.require(tx, { tenantId, id: clientId });
    const page = await contactsService.listIn(tx, { tenantId, query, parents: { clientId } });
    const associations = await associationsByContact(tx, {
      tenantId,
      contactIds: page.rows.map((row) => row.id),
    });
    return { ...page, associations };
  });
}

/** A project contact (deleted ones too) with its associations. */
export async function getContact({ deps, tenantId, id }: Deps & { id: string }) {
  return deps.db.withTenant(tenantId, async (tx) => {
    const row = await contactsService.getIn(tx, { tenantId, id });
    return { row, associations: await associationsOf(tx, { tenantId, contactIds: [id] }) };
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
  const { clientId } = input;
  await deps.db.withTenant(tenantId, async (tx) => {
    await clientsService.requireLive(tx, { tenantId, id: clientId });
    const projectIds = input.associations.map((association) => association.projectId);
    await checkStagedAssociations({
      clientId,
      ids: projectIds,
      field: 'projectId',
      notFound: 'Project not found',
      find: (id) => projectsService.find(tx, { tenantId, id }),
    });
    const { name, description, email } = input;
    await linkWithOutstandingTimecards(tx, deps, {
      tenantId,
      contactId,
      projectIds,
      action: input.outstandingTimecardsAction,
      link: async () => {
        await contactsService.insert(tx, [
          { tenantId, id: contactId, clientId, name, description, email },
        ]);
        await addAssociations(
          tx,
          input.associations.map((a) => ({ tenantId, contactId, ...a })),
        );
      },
    });
  });
  return contactId;
}

/**
 * Archives, unarchives or edits a contact; a deleted one cannot change (409). An archived
 * contact decides nothing: their approval links die at once (issue 26).
 */
export async function updateContactFields({
  deps,
  tenantId,
  id,
  values,
}: Deps & {
  id: string;
  values:
    | { isArchived: boolean }
    | { name: string; email: string; description: string; hasPortalAccess?: boolean };
}) {
  await deps.db.withTenant(tenantId, async (tx) => {
    const now = deps.clock.now();
    await contactsService.change(tx, { tenantId, id, values, now });
    if ('isArchived' in values && values.isArchived)
      await revokeContactLinks(tx, { tenantId, contactIds: [id], at: now });
  });
  return getContact({ deps, tenantId, id });
}

/** Soft-deletes a contact; its associations and approval links go, so it neither gets nor decides timecards. */
export async function deleteContact({ deps, tenantId, id }: Deps & { id: string }) {
  await deps.db.withTenant(tenantId, async (tx) => {
    const now = deps.clock.now();
    await contactsService.markDeleted(tx, { tenantId, id, now });
    await removeAssociationsOfContact(tx, { tenantId, contactId: id });
    await revokeContactLinks(tx, { tenantId, contactIds: [id], at: now });
  });
}
