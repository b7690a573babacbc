import type { ReminderOptOut } from '@tallysheet/contract/approvals/approval-settings';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { issueLink } from '../link-tokens/link-tokens.service.ts';
import { companyNameOf } from '../tenants/tenants.service.ts';
import { findContactName, isOptedOut, optOut } from './approval-schedule.repository.ts';

/** The purpose of the link tokens in a reminder's footer: turn reminders off (issue 29 §2). */
export const OPT_OUT_PURPOSE = 'reminder-opt-out';
/** A footer link works for a year: reminders keep coming while the contact ignores them. */
const OPT_OUT_DAYS = 365;

/** Issues a contact's opt-out link, in the transaction that queues the reminder carrying it. */
export async function issueOptOutLink(
  tx: Tx,
  deps: ServiceDeps,
  params: { tenantId: string; contactId: string },
): Promise<string> {
  const token = await issueLink(tx, {
    tenantId: params.tenantId,
    purpose: OPT_OUT_PURPOSE,
    subject: { contactId: params.contactId },
    expiresAt: new Date(deps.clock.now().getTime() + OPT_OUT_DAYS * 86_400_000),
  });
  return `${deps.config.APP_URL}/reminders-off?token=${encodeURIComponent(token)}`;
}

interface Link {
  tenantId: string;
  subject: Record<string, string>;
}

/**
 * What the opt-out page shows (GET: changes nothing) or, with `confirm`, turns reminders off
 * for the link's contact (POST). Escalations to others are not affected.
 */
export function reminderOptOut({
  deps,
  link,
  confirm,
}: {
  deps: ServiceDeps;
  link: Link;
  confirm: boolean;
}): Promise<ReminderOptOut> {
  const { tenantId } = link;
  const contactId = link.subject.contactId ?? '';
  return deps.db.withTenant(tenantId, async (tx) => {
    const contactName = await findContactName(tx, { tenantId, contactId });
    if (contactName === undefined) throw notFound('The contact no longer exists');
    if (confirm) await optOut(tx, { tenantId, contactId, at: deps.clock.now() });
    return {
      contactName,
      companyName: await companyNameOf(tx, tenantId),
      optedOut: confirm || (await isOptedOut(tx, { tenantId, contactId })),
    };
  });
}
