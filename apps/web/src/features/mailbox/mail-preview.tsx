import { useEffect, useRef, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { MailboxMessage } from '@tallysheet/contract/mail/mailbox';
import { formatDateTime } from '@/lib/dates.ts';
import { SENSITIVE } from '@/lib/sensitive.ts';

const STATUS_LOOK: Record<MailboxMessage['status'], { label: string; color: string; bg: string }> =
  {
    pending: { label: 'Pending', color: '#7A3E00', bg: '#FFF4E5' },
    sending: { label: 'Sending', color: '#0A4F80', bg: '#E8F2FB' },
    sent: { label: 'Sent', color: '#1E5E22', bg: '#EAF6EC' },
    failed: { label: 'Failed', color: '#8E1B1B', bg: '#FDECEC' },
  };

/** A mail's outbox status as a tinted label. */
export function StatusChip({ status }: { status: MailboxMessage['status'] }) {
  const look = STATUS_LOOK[status];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1,
        borderRadius: 3,
        fontSize: 12,
        lineHeight: '20px',
        fontWeight: 600,
        color: look.color,
        bgcolor: look.bg,
      }}
    >
      {look.label}
    </Box>
  );
}

function Meta({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary', display: 'inline-block', minWidth: 80 }}>
        {label}
      </Box>
      {value}
    </Typography>
  );
}

/** One outbox mail: its subject, recipient and body, the HTML in a sandbox without scripts. */
export function MailPreview({
  message,
  onClose,
}: {
  message: MailboxMessage;
  onClose: () => void;
}) {
  const [view, setView] = useState<'html' | 'text'>('html');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message.mailId]);

  return (
    // A mail may carry a code, a temporary password or a link: never recorded.
    <Card {...SENSITIVE} component="section" aria-labelledby="mail-preview-subject">
      <Stack spacing={1} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography
            ref={heading}
            id="mail-preview-subject"
            variant="h6"
            component="h2"
            sx={{ flex: 1, overflowWrap: 'anywhere' }}
          >
            {message.subject}
          </Typography>
          <IconButton size="small" aria-label="Close message" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
        <Meta label="To" value={message.to} />
        <Meta label="Created" value={formatDateTime(message.createdAt)} />
        <Meta label="Sent" value={formatDateTime(message.sentAt)} />
        <Meta label="Template" value={message.template} />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, next: 'html' | 'text' | null) => next && setView(next)}
          aria-label="Message body"
          sx={{ alignSelf: 'flex-start' }}
        >
          <ToggleButton value="html">HTML</ToggleButton>
          <ToggleButton value="text">Plain text</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {view === 'html' ? (
        <Box
          component="iframe"
          title={`Message: ${message.subject}`}
          sandbox=""
          srcDoc={message.html}
          sx={{
            display: 'block',
            width: '100%',
            height: 520,
            border: 0,
            borderTop: 1,
            borderColor: 'divider',
            bgcolor: '#FFFFFF',
          }}
        />
      ) : (
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 2,
            borderTop: 1,
            borderColor: 'divider',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: 13,
            lineHeight: '20px',
            maxHeight: 520,
            overflow: 'auto',
          }}
        >
          {message.text}
        </Box>
      )}
    </Card>
  );
}
