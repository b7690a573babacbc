import type { z } from 'zod';
import type { CreateContactSchema } from '@tallysheet/contract/directory/directory';
import type { ServiceDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import {
  addAssociations,
  removeAssociationsOfContact,
} from '../associations/associations.service.ts';
import { contactsService } from '../contacts/contacts.service.ts';
import { revokeContactLinks } from '../link-tokens/link-tokens.service.ts';
import { withAssociations } from './associated.ts';
import { checkNewClientChild, linkWithOutstandingTimecards } from './association-commands.ts';

type Deps = { deps: ServiceDeps; tenantId: string };

const contactReads = withAssociations(contactsService, 'contactId');

/** A page of contacts, of one client when it names one, each with its associations. */
export const listContactsPage = contactReads.list;

/** A contact (deleted ones too) with its associations. */
export const getContact = contactReads.get;

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
    const projectIds = input.associations.map((association) => association.projectId);
    await checkNewClientChild(tx, { tenantId, clientId, field: 'projectId', ids: projectIds });
    const { name, description, email } = input;
    await linkWithOutstandingTimecards(tx, deps, {
      tenantId,
      contactId,
      projectIds,
      action: input.outstandingTimecardsAction,
      link: async () => {
        await contactsService.insert(
          tx,
          [{ tenantId, id: contactId, clientId, name, description, email }],
          deps,
        );
        await addAssociations(
          tx,
          input.associations.map((a) => ({ tenantId, contactId, ...a })),
          deps,
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
export const updateContactFields = ({
  values,
  ...call
}: Deps & {
  id: string;
  values:
    | { isArchived: boolean }
    | { name: string; email: string; description: string; hasPortalAccess?: boolean };
}) =>
  contactReads.update({ ...call, values }, async (tx, at) => {
    if ('isArchived' in values && values.isArchived)
      await revokeContactLinks(tx, { tenantId: call.tenantId, contactIds: [call.id], at });
  });

/** Soft-deletes a contact; its associations and approval links go, so it neither gets nor decides timecards. */
export async function deleteContact({ deps, tenantId, id }: Deps & { id: string }) {
  await deps.db.withTenant(tenantId, async (tx) => {
    const now = deps.clock.now();
    await contactsService.markDeleted(tx, { tenantId, id, now, deps });
    await removeAssociationsOfContact(tx, { tenantId, contactId: id }, deps);
    await revokeContactLinks(tx, { tenantId, contactIds: [id], at: now });
  });
}
