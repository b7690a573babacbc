import type { Profile } from '@tallysheet/contract/profile/profile';
import { SYSTEM_ROLE_LABELS } from '@tallysheet/contract/roles/roles';
import { formatDate } from '@/lib/dates.ts';
import { FactList, type Fact } from '@/components/fact-list.tsx';

function factsOf(profile: Profile, customerId: string): Fact[] {
  const facts: Fact[] = [
    { label: 'Username', value: profile.userId },
    { label: 'Customer ID', value: customerId },
    { label: 'Role', value: SYSTEM_ROLE_LABELS[profile.systemRole] },
  ];
  if (profile.startDate || profile.endDate)
    facts.push({
      label: 'Employment dates',
      value: `${formatDate(profile.startDate)} – ${formatDate(profile.endDate)}`,
    });
  if (profile.assignments.length > 0)
    facts.push({ label: 'Projects', value: String(profile.assignments.length) });
  for (const [label, value] of Object.entries(profile.customFields)) facts.push({ label, value });
  return facts;
}

/** What the user cannot change here: who they are, where and in which role. */
export function ProfileFacts({ profile, customerId }: { profile: Profile; customerId: string }) {
  return <FactList facts={factsOf(profile, customerId)} minWidth={160} />;
}
