import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@tallysheet/contract/audit/audit';
import { formatDateTime } from '@/lib/dates.ts';
import { ReloadAlert } from '../load-states.tsx';
import { ViewDialog } from '../view-dialog.tsx';
import { AuditDiff } from './audit-diff.tsx';
import { actionLabel, actorText } from './audit-words.ts';
import { HISTORY_TEXT, type EntityHistoryProps, type HistoryTarget } from './history-target.ts';
import { HISTORY_PAGE_SIZE, useEntityHistoryPage } from './list-audit.ts';

/** One entry: what was done, by whom and when (tenant time), then the fields it changed. */
function HistoryEntry({ entry }: { entry: AuditEntry }) {
  return (
    <Stack
      component="li"
      spacing={0.75}
      sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, py: 0.25 }}
    >
      <Box>
        <Typography variant="subtitle2" component="h3">
          {actionLabel(entry.action)}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {`${actorText(entry.actor)} · `}
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </Typography>
      </Box>
      <AuditDiff entry={entry} />
    </Stack>
  );
}

/** A further page's entries, its placeholder while it loads, or its failure with Reload. */
function LaterPage({ target, page }: { target: HistoryTarget; page: number }) {
  const query = useEntityHistoryPage(target, page);
  if (query.isError)
    return (
      <li>
        <ReloadAlert onReload={() => void query.refetch()}>{HISTORY_TEXT.error}</ReloadAlert>
      </li>
    );
  if (!query.data)
    return (
      <li aria-label={HISTORY_TEXT.loading}>
        <Skeleton variant="rounded" height={64} />
      </li>
    );
  return query.data.entries.map((entry) => <HistoryEntry key={entry.id} entry={entry} />);
}

/** The entity's History, newest first, a page at a time (issue 30 §2). */
export default function HistoryDialog({
  open,
  onClose,
  name,
  ...target
}: EntityHistoryProps & { open: boolean; onClose(): void }) {
  const first = useEntityHistoryPage(target, 0);
  // How many pages Show more has asked for beyond the first.
  const [later, setLater] = useState(0);
  const count = first.data?.count ?? 0;

  let body;
  if (first.isError)
    body = <ReloadAlert onReload={() => void first.refetch()}>{HISTORY_TEXT.error}</ReloadAlert>;
  else if (!first.data)
    body = (
      <Stack spacing={1.5} role="status" aria-label={HISTORY_TEXT.loading}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  else if (first.data.entries.length === 0)
    body = (
      <Typography variant="body2" color="text.secondary">
        {HISTORY_TEXT.empty}
      </Typography>
    );
  else
    body = (
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {HISTORY_TEXT.count(count)}
        </Typography>
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {first.data.entries.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} />
          ))}
          {Array.from({ length: later }, (_, index) => (
            <LaterPage key={index + 1} target={target} page={index + 1} />
          ))}
        </Stack>
        {(later + 1) * HISTORY_PAGE_SIZE < count && (
          <Box>
            <Button variant="outlined" onClick={() => setLater(later + 1)}>
              {HISTORY_TEXT.more}
            </Button>
          </Box>
        )}
      </Stack>
    );

  return (
    <ViewDialog
      open={open}
      onClose={onClose}
      title={HISTORY_TEXT.title}
      note={name || undefined}
      maxWidth="md"
      dividers
      closeLabel={HISTORY_TEXT.close}
    >
      {body}
    </ViewDialog>
  );
}
