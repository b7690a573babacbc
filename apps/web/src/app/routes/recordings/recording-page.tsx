import { useParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { ReloadAlert } from '@/components/load-states.tsx';
import { useRecording } from '@/features/recordings/api/get-recording.ts';
import { RecordingPlayer } from '@/features/recordings/components/recording-player.tsx';
import { useDocumentTitle } from '@/lib/bootstrap/client-config.tsx';
import LinearProgress from '@mui/material/LinearProgress';
import Alert from '@mui/material/Alert';

const TITLE = 'Session Recording';

/**
 * The replay of a session recording (/recordings/{id}), the feedback payload's recording URL:
 * internal super users and the tenant's Billing Administrator see it; for everyone else it
 * does not exist, as the API says.
 */
export default function RecordingPage() {
  useDocumentTitle(TITLE);
  const { recordingId = '' } = useParams();
  const recording = useRecording(recordingId);
  let body;
  if (recording.data)
    body = (
      <Stack spacing={2}>
        <Typography color="text.secondary">
          {recording.data.userId} · {formatDateTime(recording.data.createdAt)} ·{' '}
          {recording.data.events.length} events
        </Typography>
        <RecordingPlayer events={recording.data.events} />
      </Stack>
    );
  else if (
    recording.error instanceof ApiError &&
    (recording.error.status === 404 || recording.error.status === 403)
  )
    body = <Alert severity="info">Recording not found</Alert>;
  else if (recording.isError)
    body = (
      <ReloadAlert onReload={() => void recording.refetch()}>
        The recording could not be loaded.
      </ReloadAlert>
    );
  else body = <LinearProgress aria-label="Loading recording" />;
  return (
    <>
      <PageHeader title={TITLE} />
      {body}
    </>
  );
}
