import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CreateClientSchema,
  NOTIFICATION_LEVEL_LABELS,
  SELECTABLE_NOTIFICATION_LEVELS,
} from '@tallysheet/contract/directory/directory';
import { applyServerErrors, fieldProps } from '@/components/editor-drawer/editor-form.ts';
import { entityToasts } from '@/components/editor-drawer/entity-messages.ts';
import { FormSelect } from '@/components/editor-drawer/form-select.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { useCreateClient, type CreateClient } from '@/entities/clients/api/create-client.ts';
import { payloadResolver } from '@/lib/payload-resolver.ts';
import { stagedId } from '@/lib/staged-id.ts';
import type { StepContentProps } from './setup-wizard.tsx';
import { FieldGrid } from '@/components/field-grid.tsx';

interface FirstClientValues {
  clientName: string;
  projectName: string;
  contactName: string;
  contactEmail: string;
  notificationLevel: (typeof SELECTABLE_NOTIFICATION_LEVELS)[number];
}

/** Where each part of the create-client request is on this form. */
const FIELD_OF: Record<string, keyof FirstClientValues> = {
  name: 'clientName',
  'projects.0.name': 'projectName',
  'contacts.0.name': 'contactName',
  'contacts.0.email': 'contactEmail',
  'associations.0.notificationLevel': 'notificationLevel',
};

/** One client with one project and its contact, associated: one create-client request (D§2.2). */
function toPayload(values: FirstClientValues, ids: { project: string; contact: string }) {
  return {
    name: values.clientName,
    description: '',
    projects: [{ id: ids.project, name: values.projectName, description: '', endCustomer: '' }],
    contacts: [
      { id: ids.contact, name: values.contactName, description: '', email: values.contactEmail },
    ],
    tasks: [],
    associations: [
      {
        projectId: ids.project,
        contactId: ids.contact,
        contactType: 'MANAGER' as const,
        notificationLevel: values.notificationLevel,
      },
    ],
  };
}

const resolver = payloadResolver(
  CreateClientSchema,
  (values: FirstClientValues) =>
    toPayload(values, { project: stagedId('project'), contact: stagedId('contact') }),
  (path) => FIELD_OF[path],
);

export const CLIENT_STEP_TEXT = {
  intro:
    'Add the company you work for, one of its projects, and the project contact who receives the timesheets to approve.',
  done: (client: string, project: string) =>
    `${client} with its project ${project} is set up. You can add more from Clients.`,
  save: 'Create Client and Continue',
} as const;

/** The wizard's second step: the first client, its project and the project's contact. */
export function ClientStep({ state, complete }: StepContentProps) {
  const enqueueSnackbar = useActionToast();
  const create = useCreateClient();
  const toasts = entityToasts('client');
  const form = useForm<FirstClientValues, unknown, CreateClient>({
    resolver,
    defaultValues: {
      clientName: '',
      projectName: '',
      contactName: '',
      contactEmail: '',
      notificationLevel: 'COPY_WITH_LINK',
    },
  });

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      await create.mutateAsync(payload);
      enqueueSnackbar(toasts.created, { variant: 'success' });
      await complete({ clientName: payload.name, projectName: payload.projects[0]?.name });
    } catch (error) {
      applyServerErrors(form, error, (path) => path in FIELD_OF);
      enqueueSnackbar(toasts.createError, { variant: 'error' });
    }
  });

  const { clientName, projectName } = state.data;
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="First client">
      <Typography variant="body2" color="text.secondary">
        {CLIENT_STEP_TEXT.intro}
      </Typography>
      {clientName && projectName && (
        <Alert severity="success">{CLIENT_STEP_TEXT.done(clientName, projectName)}</Alert>
      )}
      <FieldGrid columns="1fr 1fr" maxWidth={720}>
        <TextField label="Client Name" required {...fieldProps(form, 'clientName')} />
        <TextField label="Project Name" required {...fieldProps(form, 'projectName')} />
        <TextField label="Contact Name" required {...fieldProps(form, 'contactName')} />
        <TextField
          label="Contact Email"
          type="email"
          required
          {...fieldProps(form, 'contactEmail')}
        />
        <FormSelect
          control={form.control}
          name="notificationLevel"
          label="Notification Level"
          required
        >
          {SELECTABLE_NOTIFICATION_LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {NOTIFICATION_LEVEL_LABELS[level]}
            </MenuItem>
          ))}
        </FormSelect>
      </FieldGrid>
      <Box>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {CLIENT_STEP_TEXT.save}
        </Button>
      </Box>
    </Stack>
  );
}
