import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Profile } from '@tallysheet/contract/profile/profile';
import { SYSTEM_ROLE_LABELS } from '@tallysheet/contract/roles/roles';
import { formatDate } from '@/lib/dates.ts';

interface Fact {
  label: string;
  value: string;
}

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
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
      }}
    >
      {factsOf(profile, customerId).map((fact) => (
        <Box key={fact.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary" noWrap>
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body2" noWrap title={fact.value} sx={{ m: 0 }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
