import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useActionToast } from '@/components/use-action-toast.ts';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_MESSAGES,
  FEEDBACK_PLACEHOLDERS,
  FEEDBACK_SESSION_RECORDING_PLACEHOLDER,
  FEEDBACK_TITLE,
  type FeedbackCategory,
} from '@tallysheet/contract/engagement/feedback';
import { DialogIconButton } from '@/components/dialog-icon-button.tsx';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { visibleEditors } from '@/lib/visible-editors.ts';
import { persisted } from '@/lib/persisted-state.ts';
import { flushRecording } from '@/lib/session-recorder.ts';
import { useSendFeedback } from './send-feedback.ts';

const DEFAULT_CATEGORY: FeedbackCategory = 'bug';

/** The top bar's feedback button and its "Send Feedback" popover (A§4, A§9). */
export function FeedbackButton() {
  const { version } = useClientConfig();
  const { pathname } = useLocation();
  const enqueueSnackbar = useActionToast();
  const mutation = useSendFeedback();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [category, setCategory] = useState<FeedbackCategory>(DEFAULT_CATEGORY);
  const [text, setText] = useState('');
  const id = useId();
  const titleId = `${id}-title`;
  const categoryId = `${id}-category`;
  const open = Boolean(anchor);

  const reset = () => {
    setCategory(DEFAULT_CATEGORY);
    setText('');
  };
  const closeAndReset = () => {
    setAnchor(null);
    reset();
  };

  const submit = () => {
    void flushRecording();
    // A§3: which editors were on screen; the role and timesheet editors' flags are always false.
    const editors = visibleEditors();
    mutation.mutate(
      {
        currentPage: pathname,
        currentAppVersion: version,
        category,
        feedbackText: text,
        // A§3: the recording of this session, or the placeholder when the recorder is off.
        sessionRecordingUrl:
          persisted.get().prefs.recordingUrl ?? FEEDBACK_SESSION_RECORDING_PLACEHOLDER,
        allowContact: false,
        clientEditorVisible: editors.client,
        projectEditorVisible: editors.project,
        roleEditorVisible: false,
        contactEditorVisible: editors.contact,
        userEditorVisible: editors.user,
        timesheetEditorVisible: false,
      },
      {
        onSuccess: () => {
          enqueueSnackbar(FEEDBACK_MESSAGES.success, { variant: 'success' });
          closeAndReset();
        },
        onError: () => enqueueSnackbar(FEEDBACK_MESSAGES.error, { variant: 'error' }),
      },
    );
  };

  return (
    <>
      <DialogIconButton
        label={FEEDBACK_TITLE}
        expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <FeedbackOutlined />
      </DialogIconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        // Escape or a click outside only closes: the typed text stays until Cancel or a submit.
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        elevation={3}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: {
              width: { xs: 'calc(100% - 32px)', md: 650 },
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              p: 2,
            },
          },
        }}
      >
        <Stack spacing={2}>
          <Typography id={titleId} variant="h6" component="h2">
            {FEEDBACK_TITLE}
          </Typography>
          <Stack spacing={1}>
            <FormLabel id={categoryId}>Category</FormLabel>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={category}
              aria-labelledby={categoryId}
              onChange={(_event, next: FeedbackCategory | null) => next && setCategory(next)}
              sx={{ flexWrap: 'wrap' }}
            >
              {FEEDBACK_CATEGORIES.map((value) => (
                <ToggleButton key={value} value={value} sx={{ px: 2 }}>
                  {FEEDBACK_CATEGORY_LABELS[value]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
          <TextField
            label="Feedback"
            multiline
            rows={10}
            autoFocus
            value={text}
            placeholder={FEEDBACK_PLACEHOLDERS[category]}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={closeAndReset} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button variant="contained" onClick={submit} loading={mutation.isPending}>
              Submit
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </>
  );
}
