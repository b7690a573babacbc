import type { MailedProject, Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import type { Tx } from '../../db/client.ts';
import { findProjectRecipients } from './approval.repository.ts';

/**
 * Who a submitted week's timecards went to (D§1), per project with hours (or only `projectIds`):
 * the project's live contacts that get copies; none yet means e-mails go out once one is linked.
 */
export async function mailedToOf(
  tx: Tx,
  params: { tenantId: string; timesheet: Timesheet; projectIds?: string[] },
): Promise<MailedProject[]> {
  const projects = new Map<string, MailedProject>();
  for (const card of params.timesheet.timeCards)
    if (card.totalHours > 0 && (!params.projectIds || params.projectIds.includes(card.projectId)))
      projects.set(card.projectId, {
        projectId: card.projectId,
        projectName: card.projectName,
        contacts: [],
      });
  if (projects.size === 0) return [];
  const recipients = await findProjectRecipients(tx, {
    tenantId: params.tenantId,
    projectIds: [...projects.keys()],
  });
  for (const recipient of recipients)
    projects.get(recipient.projectId)?.contacts.push({
      name: recipient.name,
      email: recipient.email,
    });
  return [...projects.values()];
}
