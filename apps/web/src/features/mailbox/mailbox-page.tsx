import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { MailboxMessage } from '@tallysheet/contract/mail/mailbox';
import { BrandMark } from '@/components/brand-mark.tsx';
import { paths } from '@/config/paths.ts';
import { useDebounced } from '@/lib/use-debounced.ts';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { isMailboxRefusal, useMailbox } from './get-mailbox.ts';
import { MailboxTable } from './mailbox-table.tsx';
import { MailPreview } from './mail-preview.tsx';

/** Where the API refuses the mailbox: a plain statement, nothing to search. */
function NotAvailable() {
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Developer Mailbox
      </Typography>
      <Typography>The developer mailbox is not available here.</Typography>
      <Typography variant="body2" color="text.secondary">
        It opens only on the computer the server runs on, when the server keeps e-mails instead of
        sending them.
      </Typography>
    </Stack>
  );
}

/** The developer mailbox (local stage, loopback only): outbox mails with their HTML and text bodies. */
export default function MailboxPage({ standalone = false }: { standalone?: boolean }) {
  const { brandName } = useClientConfig();
  const [filter, setFilter] = useState('');
  const to = useDebounced(filter.trim(), 300);
  // The page belongs to a filter: a new recipient starts again at the first page.
  const [paging, setPaging] = useState({ to, page: 0 });
  const page = paging.to === to ? paging.page : 0;
  const setPage = (next: number) => setPaging({ to, page: next });
  const [pageSize, setPageSize] = useState(10);
  const [selected, setSelected] = useState<MailboxMessage | null>(null);
  const query = useMailbox({ to, page, pageSize });
  const unavailable = query.isError && isMailboxRefusal(query.error);

  useEffect(() => {
    document.title = `Developer Mailbox | ${brandName}`;
  }, [brandName]);

  const content = unavailable ? (
    <NotAvailable />
  ) : (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          Developer Mailbox
        </Typography>
        <Tooltip title="Refresh">
          <IconButton aria-label="Refresh" onClick={() => void query.refetch()}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        The e-mails the server kept instead of sending them, newest first.
      </Typography>
      <TextField
        type="search"
        label="Recipient"
        placeholder="name@example.com"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        sx={{ maxWidth: 320 }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            // Side by side only where both the table and a 600px e-mail fit.
            xl: selected ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)',
          },
        }}
      >
        <MailboxTable
          data={query.data}
          query={query}
          page={page}
          pageSize={pageSize}
          selectedId={selected?.mailId}
          onPage={setPage}
          onPageSize={(next) => {
            setPageSize(next);
            setPage(0);
          }}
          onSelect={setSelected}
        />
        {selected && <MailPreview message={selected} onClose={() => setSelected(null)} />}
      </Box>
    </Stack>
  );

  if (!standalone) return content;
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', bgcolor: 'background.default', p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
        <BrandMark />
        <Link
          component={RouterLink}
          to={paths.login}
          underline="none"
          color="text.primary"
          sx={{ fontWeight: 700, fontSize: 18 }}
        >
          {brandName}
        </Link>
      </Stack>
      {content}
    </Box>
  );
}
