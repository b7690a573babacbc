import { CreateRateSchema } from '@tallysheet/contract/rates/rates';
import { addDays } from '@tallysheet/contract/timesheets/week';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { systemActor } from '../audit/actors.ts';
import { createRate } from '../rates/rates.service.ts';

/**
 * The demo's rates, in USD, so that a newcomer sees amounts in Hours Over Period at once: a
 * bill rate per project (what each client pays an hour) and the demo associate's own pay rate,
 * in force from four weeks before this week, before the oldest seeded week. Project and
 * associate defaults (not associate × project rates), so that a rate an administrator adds for
 * the associate on a project is the more specific one and wins. The trail names the start-up
 * job as their maker, as for the rest of the seed.
 */
export async function seedDemoRates({
  deps,
  admin,
  associateId,
  projectIds,
  thisWeek,
}: {
  deps: ServiceDeps;
  admin: AuthContext;
  associateId: string;
  projectIds: Record<'Data Platform' | 'Website Redesign' | 'Support Retainer', string>;
  thisWeek: string;
}) {
  const effectiveFrom = addDays(thisWeek, -28);
  const rates = [
    { projectId: projectIds['Data Platform'], billRate: 14500 },
    { projectId: projectIds['Website Redesign'], billRate: 12500 },
    { projectId: projectIds['Support Retainer'], billRate: 9500 },
    { userId: associateId, payRate: 8250 },
  ];
  for (const rate of rates)
    await createRate({
      deps,
      caller: admin,
      actor: systemActor('demo seed'),
      input: CreateRateSchema.parse({ ...rate, currency: 'USD', effectiveFrom }),
    });
}
