import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { associations, contacts, timecardDays, timecards } from '../../db/schema/index.ts';
import type { Key, Scope } from './timesheets.repository.ts';

/** Records decisions on days of one timecard; only days with hours and no decision yet change. */
export async function decideDays(
  tx: Tx,
  params: Key & {
    projectId: string;
    taskId: string;
    decisions: { day: string; review: 'approved' | 'rejected'; reviewComment: string }[];
    reviewer: { kind: 'admin' | 'contact'; name: string; at: Date; onBehalfOf?: string };
    onlyUndecided: boolean;
  },
) {
  let changed = 0;
  for (const decision of params.decisions) {
    const rows = await tx
      .update(timecardDays)
      .set({
        review: decision.review,
        reviewComment: decision.reviewComment || null,
        reviewerKind: params.reviewer.kind,
        reviewerName: params.reviewer.name,
        reviewerOnBehalfOf: params.reviewer.onBehalfOf ?? null,
        reviewedAt: params.reviewer.at,
      })
      .where(
        and(
          eq(timecardDays.tenantId, params.tenantId),
          eq(timecardDays.timesheetId, params.timesheetId),
          eq(timecardDays.projectId, params.projectId),
          eq(timecardDays.taskId, params.taskId),
          eq(timecardDays.day, decision.day),
          sql`${timecardDays.minutes} > 0`,
          params.onlyUndecided ? sql`${timecardDays.review} is null` : undefined,
          // A proposed correction waits for the associate: no review replaces it (issue 29 §4).
          sql`${timecardDays.review} is distinct from 'correction'`,
        ),
      )
      .returning({ day: timecardDays.day });
    changed += rows.length;
  }
  return changed;
}

export async function setManagerComments(
  tx: Tx,
  params: Key & { projectId: string; taskId: string; managerComments: string },
) {
  await tx
    .update(timecards)
    .set({ managerComments: params.managerComments })
    .where(
      and(
        eq(timecards.tenantId, params.tenantId),
        eq(timecards.timesheetId, params.timesheetId),
        eq(timecards.projectId, params.projectId),
        eq(timecards.taskId, params.taskId),
      ),
    );
}

/**
 * The contacts a project's timecards go to (D§1): live contacts with a notification level, with
 * their role (the approval schedule escalates to Backup Managers).
 */
export function findProjectRecipients(tx: Tx, params: Scope & { projectIds: string[] }) {
  return tx
    .select({
      projectId: associations.projectId,
      contactId: contacts.id,
      name: contacts.name,
      email: contacts.email,
      notificationLevel: associations.notificationLevel,
      contactType: associations.contactType,
    })
    .from(associations)
    .innerJoin(
      contacts,
      and(eq(contacts.tenantId, associations.tenantId), eq(contacts.id, associations.contactId)),
    )
    .where(
      and(
        eq(associations.tenantId, params.tenantId),
        inArray(associations.projectId, params.projectIds),
        not(contacts.isDeleted),
        not(contacts.isArchived),
        not(eq(associations.notificationLevel, 'NONE')),
      ),
    )
    .orderBy(contacts.name, contacts.id);
}

/**
 * The name of a live (neither archived nor deleted) contact still associated with the project
 * with an approval link (Copy With Approval Link): only such a contact decides.
 */
export async function findLinkedContactName(
  tx: Tx,
  params: Scope & { contactId: string; projectId: string },
) {
  const [row] = await tx
    .select({ name: contacts.name })
    .from(contacts)
    .innerJoin(
      associations,
      and(eq(associations.tenantId, contacts.tenantId), eq(associations.contactId, contacts.id)),
    )
    .where(
      and(
        eq(contacts.tenantId, params.tenantId),
        eq(contacts.id, params.contactId),
        eq(associations.projectId, params.projectId),
        eq(associations.notificationLevel, 'COPY_WITH_LINK'),
        not(contacts.isDeleted),
        not(contacts.isArchived),
      ),
    );
  return row?.name;
}
