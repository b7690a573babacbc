import { and, eq, inArray, not, sql } from 'drizzle-orm';
import { APPROVAL_ON, liveContact, RECIPIENT_COLUMNS } from '../../db/approval-joins.ts';
import { theTimecard, theTimecardDay } from '../../db/joins.ts';
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
          theTimecardDay({ ...params, day: decision.day }),
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

/** Records one timecard's day decisions (as {@link decideDays}) and its manager comments if given. */
export async function decideCard(
  tx: Tx,
  params: Key & {
    card: { projectId: string; taskId: string; managerComments?: string };
    decisions: Parameters<typeof decideDays>[1]['decisions'];
    reviewer: Parameters<typeof decideDays>[1]['reviewer'];
    onlyUndecided: boolean;
  },
) {
  const { card, ...rest } = params;
  const key = { ...rest, projectId: card.projectId, taskId: card.taskId };
  const changed = await decideDays(tx, key);
  if (card.managerComments !== undefined)
    await setManagerComments(tx, { ...key, managerComments: card.managerComments });
  return changed;
}

export async function setManagerComments(
  tx: Tx,
  params: Key & { projectId: string; taskId: string; managerComments: string },
) {
  await tx
    .update(timecards)
    .set({ managerComments: params.managerComments })
    .where(theTimecard(params));
}

/**
 * The contacts a project's timecards go to (D§1): live contacts with a notification level, with
 * their role (the approval schedule escalates to Backup Managers).
 */
export function findProjectRecipients(tx: Tx, params: Scope & { projectIds: string[] }) {
  return tx
    .select({
      ...RECIPIENT_COLUMNS,
      notificationLevel: associations.notificationLevel,
      contactType: associations.contactType,
    })
    .from(associations)
    .innerJoin(contacts, APPROVAL_ON.contactOfAssociation)
    .where(
      and(
        eq(associations.tenantId, params.tenantId),
        inArray(associations.projectId, params.projectIds),
        liveContact,
        not(eq(associations.notificationLevel, 'NONE')),
      ),
    )
    .orderBy(contacts.name, contacts.id);
}
