import type { Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import {
  addDays,
  formatDay,
  formatDayHeading,
  WEEK_DAYS,
  weekLabel,
} from '@tallysheet/contract/timesheets/week';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { issueLink } from '../link-tokens/link-tokens.service.ts';
import { companyDetailsOf, mailLogoOf } from '../tenants/tenants.service.ts';
import { withStandIns } from '../delegations/stand-in-links.ts';
import { findProjectRecipients } from './approval.repository.ts';
import { issueInboxLink } from '../approval-inbox/inbox-link.ts';
import { heldForDigest } from '../approval-schedule/digest-hold.ts';

/** The purpose of the link tokens timecard e-mails carry (the approval portal). */
export const APPROVAL_PURPOSE = 'timesheet-approval';

/** What an approval link opens: one contact's view of one project in one timesheet version. */
export interface ApprovalSubject {
  timesheetId: string;
  projectId: string;
  contactId: string;
  version: string;
  /** Set on an alternate's link: the alternate, who decides on `contactId`'s behalf. */
  delegateContactId?: string;
}

/**
 * Queues the timecard e-mails of a submitted timesheet (D§1, A§1) in the caller's
 * transaction: each live contact of each project with hours gets that project's timecards,
 * COPY_WITH_LINK contacts with their own approval link, COPY_ONLY ones without; NONE nothing.
 * `projectIds` and `contactId` narrow who is mailed (outstanding timecards sent to a new contact).
 */
export async function queueTimecardMails(
  tx: Tx,
  deps: ServiceDeps,
  params: {
    tenantId: string;
    timesheet: Timesheet;
    customFields: { label: string; value: string }[];
    projectIds?: string[];
    contactId?: string;
  },
): Promise<number> {
  const { tenantId, timesheet } = params;
  const worked = timesheet.timeCards.filter((card) => card.totalHours > 0);
  const projectIds = [...new Set(worked.map((card) => card.projectId))].filter(
    (id) => !params.projectIds || params.projectIds.includes(id),
  );
  if (projectIds.length === 0) return 0;
  // With the daily digest (issue 29 §2) approvers hear of new timecards in it, not one by one.
  const held = !params.contactId && (await heldForDigest(tx, tenantId));
  const recipients = await withStandIns(tx, deps, {
    tenantId,
    recipients: (await findProjectRecipients(tx, { tenantId, projectIds })).filter(
      (recipient) =>
        (!params.contactId || recipient.contactId === params.contactId) &&
        !(held && recipient.notificationLevel === 'COPY_WITH_LINK'),
    ),
  });
  if (recipients.length === 0) return 0;
  const company = await companyDetailsOf(tx, tenantId);
  const logo = await mailLogoOf(tx, tenantId);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.config.APPROVAL_LINK_DAYS * 86_400_000);
  const dayHeadings = WEEK_DAYS.map((_, index) =>
    formatDayHeading(addDays(timesheet.periodStart, index)),
  );
  for (const recipient of recipients) {
    const cards = worked.filter((card) => card.projectId === recipient.projectId);
    const dayTotals = WEEK_DAYS.map((day) =>
      cards.reduce((sum, card) => sum + card.data[day].hours, 0),
    );
    let approvalUrl: string | undefined;
    let inboxUrl: string | undefined;
    if (recipient.notificationLevel === 'COPY_WITH_LINK') {
      const subject: ApprovalSubject = {
        timesheetId: timesheet.timesheetId,
        projectId: recipient.projectId,
        contactId: recipient.onBehalfOf?.contactId ?? recipient.contactId,
        version: String(timesheet.version),
        ...(recipient.onBehalfOf && { delegateContactId: recipient.contactId }),
      };
      const token = await issueLink(tx, {
        tenantId,
        purpose: APPROVAL_PURPOSE,
        subject: { ...subject },
        expiresAt,
      });
      approvalUrl = `${deps.config.APP_URL}/approve-time?token=${encodeURIComponent(token)}`;
      // Everything else waiting for them, from one link (issue 29 §1).
      inboxUrl = (await issueInboxLink(tx, deps, { tenantId, contactId: recipient.contactId })).url;
    }
    await deps.mailer.enqueue(tx, {
      tenantId,
      to: recipient.email,
      template: 'timecard',
      attachments: logo ? [logo] : undefined,
      data: {
        contactName: recipient.name || recipient.email,
        onBehalfOfName: recipient.onBehalfOf?.name,
        companyName: company.name,
        companyAddress: company.address,
        logoCid: logo?.cid,
        userFullName: timesheet.userFullName,
        weekLabel: weekLabel(timesheet.periodStart),
        clientName: cards[0]!.clientName,
        projectName: cards[0]!.projectName,
        customFields: params.customFields,
        dayHeadings,
        timeCards: cards.map((card) => ({
          taskName: card.taskName,
          days: WEEK_DAYS.map((day) => ({
            hours: card.data[day].hours,
            description: card.data[day].description,
          })),
          totalHours: card.totalHours,
        })),
        dayTotals,
        totalHours: dayTotals.reduce((sum, hours) => sum + hours, 0),
        approvalUrl,
        inboxUrl,
        expiresOn: approvalUrl ? formatDay(expiresAt.toISOString().slice(0, 10)) : undefined,
      },
    });
  }
  return recipients.length;
}
