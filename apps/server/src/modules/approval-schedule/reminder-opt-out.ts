import type { ReminderOptOut } from '@tallysheet/contract/approvals/approval-settings';
import type { ServiceDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { companyNameOf } from '../tenants/tenants.service.ts';
import { findContactName, isOptedOut, optOut } from './approval-schedule.repository.ts';
import { recordAudit } from '../audit/record.ts';
import { reminderOptOutAudit } from '../audit/request-entries.ts';

interface Link {
  /** The link's id (not its secret): the trail names the link a contact used. */
  id?: string;
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
    const before = confirm && (await isOptedOut(tx, { tenantId, contactId }));
    if (confirm) await optOut(tx, { tenantId, contactId, at: deps.clock.now() });
    const contact = { id: contactId, name: contactName };
    if (confirm && !before)
      await recordAudit(tx, deps, reminderOptOutAudit(tenantId, contact, link.id));
    return {
      contactName,
      companyName: await companyNameOf(tx, tenantId),
      optedOut: confirm || (await isOptedOut(tx, { tenantId, contactId })),
    };
  });
}
