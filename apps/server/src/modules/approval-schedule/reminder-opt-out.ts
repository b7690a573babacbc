import type { ReminderOptOut } from '@tallysheet/contract/approvals/approval-settings';
import type { ServiceDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { companyNameOf } from '../tenants/tenants.service.ts';
import { findContactName, isOptedOut, optOut } from './approval-schedule.repository.ts';

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
