import { useState, type FormEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_TYPES,
  WebhookInputSchema,
  type CreatedWebhook,
  type Webhook,
  type WebhookEventType,
} from '@tallysheet/contract/webhooks/webhooks';
import { EditorDrawer } from '@/components/editor-drawer/editor-drawer.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhooks.ts';
import { WEBHOOK_TEXT, WEBHOOK_TOASTS } from '../messages.ts';

interface Errors {
  url?: string;
  events?: string;
}

/**
 * New Endpoint / Editing Endpoint: URL, the events as checkboxes, and Enabled. A new
 * endpoint's signing secret goes to `onCreated`, to be shown once.
 */
export function WebhookEditor({
  editing,
  onClose,
  onCreated,
}: {
  /** The endpoint edited, or null for a new one. */
  editing: Webhook | null;
  onClose(): void;
  onCreated(created: CreatedWebhook): void;
}) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const toast = useActionToast();
  const [url, setUrl] = useState(editing?.url ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(editing?.events ?? []);
  const [enabled, setEnabled] = useState(editing?.enabled ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const [keepOpen, setKeepOpen] = useState(false);
  const dirty =
    url !== (editing?.url ?? '') ||
    enabled !== (editing?.enabled ?? true) ||
    [...events].sort().join() !== [...(editing?.events ?? [])].sort().join();

  const toggle = (type: WebhookEventType, on: boolean) => {
    setEvents((current) => (on ? [...current, type] : current.filter((one) => one !== type)));
    if (on) setErrors(({ events: _answered, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = WebhookInputSchema.safeParse({ url, events, enabled });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(found);
      return;
    }
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, body: parsed.data });
        toast(WEBHOOK_TOASTS.saved, { variant: 'success' });
      } else {
        onCreated(await create.mutateAsync(parsed.data));
      }
      if (!keepOpen || !editing) onClose();
    } catch (error) {
      if (error instanceof ApiError)
        setErrors({ url: error.fieldError('url'), events: error.fieldError('events') });
      toast(WEBHOOK_TOASTS.saveError, { variant: 'error' });
    }
  };

  return (
    <EditorDrawer
      open
      title={editing ? WEBHOOK_TEXT.editTitle(editing.url) : WEBHOOK_TEXT.create}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitting={create.isPending || update.isPending}
      keepOpen={keepOpen}
      onKeepOpenChange={setKeepOpen}
      focusHeading={Boolean(editing)}
      dirty={dirty}
    >
      <TextField
        label={WEBHOOK_TEXT.url}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={Boolean(errors.url)}
        helperText={errors.url ?? WEBHOOK_TEXT.urlHelp}
        required
        autoFocus={!editing}
        fullWidth
        type="url"
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <FormControl component="fieldset" error={Boolean(errors.events)} required>
        <FormLabel component="legend">{WEBHOOK_TEXT.events}</FormLabel>
        <FormHelperText sx={{ mx: 0 }}>{errors.events ?? WEBHOOK_TEXT.eventsHelp}</FormHelperText>
        <FormGroup>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              control={
                <Checkbox
                  checked={events.includes(type)}
                  onChange={(event) => toggle(type, event.target.checked)}
                />
              }
              label={
                <span>
                  <code>{type}</code> — {WEBHOOK_EVENT_DESCRIPTIONS[type]}
                </span>
              }
            />
          ))}
        </FormGroup>
      </FormControl>
      <FormControlLabel
        label={WEBHOOK_TEXT.enabled}
        control={
          <Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        }
      />
    </EditorDrawer>
  );
}
