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
import { issueLinks } from '../link-tokens/link-tokens.service.ts';
import { companyDetailsOf, mailLogoOf } from '../tenants/tenants.service.ts';
import { withStandIns, type MailRecipient } from '../delegations/stand-in-links.ts';
import { findProjectRecipients } from './approval.repository.ts';
import { inboxLinkToken, inboxUrlOf } from '../contact-links/contact-links.ts';
import { heldForDigest } from '../approval-settings/digest-hold.ts';

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

/** The live contacts a project's timecards go to, with their role (the approval schedule's too). */
export const timecardRecipients = findProjectRecipients;

/** One timesheet's timecard e-mails: its recipients (stand-ins included) and its custom fields. */
export interface TimecardMailing {
  timesheet: Timesheet;
  customFields: { label: string; value: string }[];
  recipients: MailRecipient[];
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
  return writeTimecardMails(tx, deps, tenantId, [
    { timesheet, customFields: params.customFields, recipients },
  ]);
}

/**
 * Queues the timecard e-mails of any number of timesheets of a tenant (the approval schedule
 * escalates many at once): the company read once, every approval and inbox link issued and
 * every mail queued in bulk. Each recipient gets its project's worked timecards; a
 * Copy-With-Approval-Link one its own approval link (on the absent contact's behalf for a
 * stand-in) and a link to everything else waiting for it (its inbox, issue 29 §1).
 */
export async function writeTimecardMails(
  tx: Tx,
  deps: ServiceDeps,
  tenantId: string,
  mailings: TimecardMailing[],
): Promise<number> {
  if (mailings.every((mailing) => mailing.recipients.length === 0)) return 0;
  const company = await companyDetailsOf(tx, tenantId);
  const logo = await mailLogoOf(tx, tenantId);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.config.APPROVAL_LINK_DAYS * 86_400_000);
  const linked = mailings.flatMap(({ timesheet, recipients }) =>
    recipients
      .filter((recipient) => recipient.notificationLevel === 'COPY_WITH_LINK')
      .map((recipient) => ({ timesheet, recipient })),
  );
  const tokens = await issueLinks(
    tx,
    linked.flatMap(({ timesheet, recipient }) => {
      const subject: ApprovalSubject = {
        timesheetId: timesheet.timesheetId,
        projectId: recipient.projectId,
        contactId: recipient.onBehalfOf?.contactId ?? recipient.contactId,
        version: String(timesheet.version),
        ...(recipient.onBehalfOf && { delegateContactId: recipient.contactId }),
      };
      return [
        { tenantId, purpose: APPROVAL_PURPOSE, subject: { ...subject }, expiresAt },
        inboxLinkToken(deps, { tenantId, contactId: recipient.contactId }),
      ];
    }),
  );
  const links = new Map(
    linked.map(({ recipient }, index) => [
      recipient,
      {
        approvalUrl: `${deps.config.APP_URL}/approve-time?token=${encodeURIComponent(tokens[2 * index]!)}`,
        inboxUrl: inboxUrlOf(deps, tokens[2 * index + 1]!),
      },
    ]),
  );
  const mails = mailings.flatMap(({ timesheet, customFields, recipients }) => {
    const worked = timesheet.timeCards.filter((card) => card.totalHours > 0);
    const dayHeadings = WEEK_DAYS.map((_, index) =>
      formatDayHeading(addDays(timesheet.periodStart, index)),
    );
    return recipients.map((recipient) => {
      const cards = worked.filter((card) => card.projectId === recipient.projectId);
      const dayTotals = WEEK_DAYS.map((day) =>
        cards.reduce((sum, card) => sum + card.data[day].hours, 0),
      );
      const link = links.get(recipient);
      return {
        tenantId,
        to: recipient.email,
        template: 'timecard' as const,
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
          customFields,
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
          approvalUrl: link?.approvalUrl,
          inboxUrl: link?.inboxUrl,
          expiresOn: link ? formatDay(expiresAt.toISOString().slice(0, 10)) : undefined,
        },
      };
    });
  });
  await deps.mailer.enqueueMany(tx, mails);
  return mails.length;
}
