import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { MailboxMessage } from '@tallysheet/contract/mail/mailbox';
import { BrandMark } from '@/components/brand-mark.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useDebounced } from '@/lib/use-debounced.ts';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { isMailboxRefusal, useMailbox } from './get-mailbox.ts';
import { MailPreview, StatusChip } from './mail-preview.tsx';
import { ReloadAlert } from '@/components/load-states.tsx';

const PAGE_SIZES = [10, 25, 50, 100];

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

// Narrow enough to sit beside the preview at 1536 px (a 604 px column, less a scroll bar); below
// it, on phones, the table scrolls sideways.
const TABLE_MIN_WIDTH = 520;

function CenteredCell({ children }: { children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={4} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

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

  const rows = query.data?.messages ?? [];
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
      {query.isError && (
        <ReloadAlert onReload={() => void query.refetch()}>An error occurred</ReloadAlert>
      )}
      {!query.isError && (
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
          <Card>
            <Box sx={{ height: 2 }}>
              {query.isFetching && !query.isPending && <LinearProgress sx={{ height: 2 }} />}
            </Box>
            {/* Scrolls sideways on phones: focusable so the keyboard can scroll it too. */}
            <TableContainer tabIndex={0} role="region" aria-label="Mailbox messages">
              <Table sx={{ tableLayout: 'fixed', minWidth: TABLE_MIN_WIDTH }}>
                <TableHead>
                  <TableRow sx={{ '& th': ellipsis }}>
                    <TableCell sx={{ width: '28%' }}>To</TableCell>
                    <TableCell>Subject</TableCell>
                    <TableCell sx={{ width: 96 }}>Status</TableCell>
                    <TableCell sx={{ width: 200 }} align="right">
                      Created
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.isPending &&
                    Array.from({ length: 5 }, (_, index) => (
                      <TableRow key={index} aria-hidden>
                        {Array.from({ length: 4 }, (_, cell) => (
                          <TableCell key={cell}>
                            <Skeleton />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  {query.isSuccess && rows.length === 0 && (
                    <CenteredCell>
                      <EmailOutlinedIcon sx={{ display: 'block', mx: 'auto', mb: 1 }} aria-hidden />
                      No items
                    </CenteredCell>
                  )}
                  {rows.map((message) => (
                    <TableRow
                      key={message.mailId}
                      hover
                      selected={message.mailId === selected?.mailId}
                      onClick={() => setSelected(message)}
                      sx={{ cursor: 'pointer' }}
                    >
                      <TableCell sx={ellipsis} title={message.to}>
                        {message.to}
                      </TableCell>
                      <TableCell title={message.subject}>
                        <Link
                          component="button"
                          type="button"
                          onClick={() => setSelected(message)}
                          sx={{
                            ...ellipsis,
                            display: 'block',
                            maxWidth: '100%',
                            textAlign: 'left',
                          }}
                        >
                          {message.subject}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <StatusChip status={message.status} />
                      </TableCell>
                      <TableCell
                        align="right"
                        title={formatDateTime(message.createdAt)}
                        sx={{ ...ellipsis, fontVariantNumeric: 'tabular-nums' }}
                      >
                        {formatDateTime(message.createdAt)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              sx={{
                '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
              }}
              count={query.data?.count ?? 0}
              page={page}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={pageSize}
              rowsPerPageOptions={PAGE_SIZES}
              onRowsPerPageChange={(event) => {
                setPageSize(Number(event.target.value));
                setPage(0);
              }}
            />
          </Card>
          {selected && <MailPreview message={selected} onClose={() => setSelected(null)} />}
        </Box>
      )}
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
