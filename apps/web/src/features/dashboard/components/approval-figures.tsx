import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  DASHBOARD_APPROVALS_TEXT as TEXT,
  type ClientDecisionTime,
} from '@tallysheet/contract/reporting/dashboard-approvals';
import { formatHours } from '@tallysheet/contract/timesheets/hours-input';
import { ReloadAlert } from '@/components/load-states.tsx';
import { buildPath, paths } from '@/config/paths.ts';
import { useDashboardApprovals } from '../api/get-dashboard-approvals.ts';
import { DecisionsDialog } from './decisions-dialog.tsx';

/** "5 business days", "1 business day". */
export const businessDays = (days: number) => `${days} business day${days === 1 ? '' : 's'}`;
/** Hours to a decision, one decimal at most: "48 h", "2.5 h". */
export const decisionHours = (hours: number) => `${formatHours(hours) || '0'} h`;

const viewerOf = (timesheetId: string) => buildPath(paths.timesheets, {}, { timesheetId });

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {note && (
          <Typography variant="caption" color="text.secondary" component="p">
            {note}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

const loading = (
  <>
    <Skeleton height={48} />
    <Skeleton height={48} />
  </>
);

/**
 * The approval figures (issue 29 §2): the oldest pending timecards, each opening its
 * timesheet, and the median time to decision per client over 90 days, each opening the
 * decided days it counts.
 */
export function ApprovalFigures() {
  const query = useDashboardApprovals();
  const [client, setClient] = useState<ClientDecisionTime | null>(null);
  if (query.isError)
    return (
      <ReloadAlert onReload={() => void query.refetch()} sx={{ mb: 3 }}>
        {TEXT.loadError}
      </ReloadAlert>
    );
  const data = query.data;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '3fr 2fr' },
      }}
    >
      <Section title={TEXT.oldestTitle}>
        {!data && loading}
        {data?.oldestPending.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {TEXT.oldestEmpty}
          </Typography>
        )}
        {data && data.oldestPending.length > 0 && (
          <List dense disablePadding aria-label={TEXT.oldestTitle}>
            {data.oldestPending.map((card) => (
              <ListItem key={`${card.timesheetId}/${card.projectId}`} disablePadding>
                <ListItemButton component={RouterLink} to={viewerOf(card.timesheetId)}>
                  <ListItemText
                    primary={`${card.userFullName} · ${card.projectName}`}
                    secondary={[
                      card.clientName,
                      card.contacts.length ? `waits for ${card.contacts.join(', ')}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                  <Typography variant="body2" sx={{ ml: 2, whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {businessDays(card.ageBusinessDays)}
                  </Typography>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Section>
      <Section title={TEXT.medianTitle} note={TEXT.medianNote}>
        {!data && loading}
        {data?.medianTimeToDecision.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {TEXT.medianEmpty}
          </Typography>
        )}
        {data && data.medianTimeToDecision.length > 0 && (
          <List dense disablePadding aria-label={TEXT.medianTitle}>
            {data.medianTimeToDecision.map((row) => (
              <ListItem key={row.clientId} disablePadding>
                <ListItemButton onClick={() => setClient(row)} aria-haspopup="dialog">
                  <ListItemText
                    primary={row.clientName}
                    secondary={`${row.decisions} decided day${row.decisions === 1 ? '' : 's'}`}
                  />
                  <Typography variant="body2" sx={{ ml: 2, whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {decisionHours(row.medianHours)}
                  </Typography>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Section>
      <DecisionsDialog client={client} onClose={() => setClient(null)} />
    </Box>
  );
}
