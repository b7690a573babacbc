import { DIRECTORY_MESSAGES } from '@tallysheet/contract/directory/directory';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { HttpError, invalidField, notFound } from '../../lib/http-errors.ts';
import {
  addAssociations,
  associationOf,
  associationsOf,
  changeAssociationSettings,
  removeAssociationLink,
} from '../associations/associations.service.ts';
import { clientsService } from '../clients/clients.service.ts';
import { contactsService } from '../contacts/contacts.service.ts';
import { revokeContactLinks } from '../link-tokens/link-tokens.service.ts';
import { revokeInboxIfNotApproving } from '../approval-inbox/inbox-revocation.ts';
import { projectsService } from '../projects/projects.service.ts';
import { resolveOutstandingTimecards } from '../timesheets/timesheets.service.ts';

type Deps = { deps: ServiceDeps; tenantId: string };
type Link = { projectId: string; contactId: string };
type Settings = {
  contactType: 'MANAGER' | 'BACKUP_MANAGER' | 'ADDITIONAL_CONTACT';
  notificationLevel: 'COPY_WITH_LINK' | 'COPY_ONLY';
};
/** What to do with the project's outstanding timecards (D§4); absent: ask with a 409. */
type Action = { outstandingTimecardsAction?: 'SEND' | 'NO_SEND' };

const OTHER_END = {
  projectId: { service: projectsService, notFound: 'Project not found' },
  contactId: { service: contactsService, notFound: 'Contact not found' },
};

/**
 * A new project or contact: its client is live (else 404, or 400 once deleted), and each
 * association it is created with names, once, a live contact (or project) of that client;
 * a bad one is a 400 naming it.
 */
export async function checkNewClientChild(
  tx: Tx,
  params: { tenantId: string; clientId: string; field: 'projectId' | 'contactId'; ids: string[] },
) {
  const { tenantId, clientId, field } = params;
  await clientsService.requireLive(tx, { tenantId, id: clientId });
  const { service, notFound: missing } = OTHER_END[field];
  const seen = new Set<string>();
  for (const [index, id] of params.ids.entries()) {
    const path = `associations.${index}.${field}`;
    const other = await service.find(tx, { tenantId, id });
    if (!other || other.isDeleted) throw invalidField(path, missing);
    if (other.clientId !== clientId) throw invalidField(path, DIRECTORY_MESSAGES.sameClient);
    if (seen.has(id)) throw invalidField(path, DIRECTORY_MESSAGES.associationExists);
    seen.add(id);
  }
}

/**
 * Stores a contact's new associations between the two looks at the projects' outstanding
 * timecards (D§4): before, unanswered, they ask with a 409; after, SEND mails them.
 */
export async function linkWithOutstandingTimecards(
  tx: Tx,
  deps: ServiceDeps,
  params: { tenantId: string; contactId: string; projectIds: string[] } & {
    action: Action['outstandingTimecardsAction'];
    link: () => Promise<void>;
  },
) {
  const { link, ...outstanding } = params;
  await resolveOutstandingTimecards(tx, deps, { ...outstanding, linked: false });
  await link();
  await resolveOutstandingTimecards(tx, deps, { ...outstanding, linked: true });
}

export function listAssociationsFor({
  deps,
  tenantId,
  projectId,
  contactId,
}: Deps & { projectId?: string; contactId?: string }) {
  return deps.db.withTenant(tenantId, async (tx) => {
    if (projectId) await projectsService.require(tx, { tenantId, id: projectId });
    if (contactId) await contactsService.require(tx, { tenantId, id: contactId });
    return associationsOf(tx, {
      tenantId,
      projectIds: projectId ? [projectId] : undefined,
      contactIds: contactId ? [contactId] : undefined,
    });
  });
}

/**
 * Links a contact to a project of the same client (and tenant). A project with outstanding
 * timecards asks first (409) whether to send them to the contact (D§4).
 */
export async function createAssociation({
  deps,
  tenantId,
  input,
}: Deps & { input: Link & Settings & Action }) {
  await deps.db.withTenant(tenantId, async (tx) => {
    const project = await projectsService.requireLive(tx, { tenantId, id: input.projectId });
    const contact = await contactsService.require(tx, { tenantId, id: input.contactId });
    if (contact.isDeleted) throw invalidField('contactId', 'Contact not found');
    if (contact.clientId !== project.clientId)
      throw invalidField('contactId', DIRECTORY_MESSAGES.sameClient);
    if (await associationOf(tx, { tenantId, ...input }))
      // The pair exists already: a conflict with stored state, not bad input (API.md).
      throw new HttpError(409, DIRECTORY_MESSAGES.associationExists, {
        issues: [{ path: 'contactId', message: DIRECTORY_MESSAGES.associationExists }],
      });
    const { projectId, contactId, contactType, notificationLevel } = input;
    await linkWithOutstandingTimecards(tx, deps, {
      tenantId,
      contactId,
      projectIds: [projectId],
      action: input.outstandingTimecardsAction,
      link: () =>
        addAssociations(
          tx,
          [{ tenantId, projectId, contactId, contactType, notificationLevel }],
          deps,
        ),
    });
  });
}

/**
 * Changes an association's contact type and notification level; its project and contact
 * stay. With SEND, the project's outstanding timecards go to the contact as well. A contact
 * moved to Copy Only no longer approves: their links for the project die at once (issue 26).
 */
export async function changeAssociation({
  deps,
  tenantId,
  input,
}: Deps & { input: Link & Settings & Action }) {
  await deps.db.withTenant(tenantId, async (tx) => {
    const now = deps.clock.now();
    const { projectId, contactId, contactType, notificationLevel } = input;
    const row = await changeAssociationSettings(
      tx,
      {
        tenantId,
        projectId,
        contactId,
        values: { contactType, notificationLevel },
        now,
      },
      deps,
    );
    if (!row) throw notFound('Association not found');
    const link = { tenantId, contactIds: [contactId], projectIds: [projectId] };
    if (notificationLevel !== 'COPY_WITH_LINK') {
      await revokeContactLinks(tx, { ...link, at: now });
      await revokeInboxIfNotApproving(tx, { tenantId, contactId, at: now });
    }
    if (input.outstandingTimecardsAction === 'SEND')
      await resolveOutstandingTimecards(tx, deps, {
        tenantId,
        contactId,
        projectIds: [projectId],
        action: 'SEND',
        linked: true,
      });
  });
}

/** Unlinks a contact from a project; their approval links for it die at once (issue 26). */
export async function removeAssociation({ deps, tenantId, input }: Deps & { input: Link }) {
  await deps.db.withTenant(tenantId, async (tx) => {
    if (!(await removeAssociationLink(tx, { tenantId, ...input }, deps)))
      throw notFound('Association not found');
    await revokeContactLinks(tx, {
      tenantId,
      contactIds: [input.contactId],
      projectIds: [input.projectId],
      at: deps.clock.now(),
    });
    await revokeInboxIfNotApproving(tx, {
      tenantId,
      contactId: input.contactId,
      at: deps.clock.now(),
    });
  });
}
