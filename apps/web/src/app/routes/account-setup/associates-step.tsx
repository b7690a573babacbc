import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CreateUserSchema, USER_TOASTS, type CreateUser } from '@tallysheet/contract/users/users';
import { applyServerErrors, fieldProps } from '@/components/editor-drawer/editor-form.ts';
import { useActionToast } from '@/components/use-action-toast.ts';
import { useCreateUser } from '@/features/users/api/create-user.ts';
import { getProjectSearchQueryOptions } from '@/entities/projects/api/get-projects.ts';
import type { StepContentProps } from '@/features/onboarding/components/setup-wizard.tsx';
import { payloadResolver } from '@/lib/payload-resolver.ts';
import { FieldGrid } from '@/components/field-grid.tsx';

interface AssociateValues {
  name: string;
  email: string;
  username: string;
}

const FIELDS = ['name', 'email', 'username'] as const;
const fieldOf = (path: string) =>
  (FIELDS as readonly string[]).includes(path) ? (path as keyof AssociateValues) : undefined;

const resolver = payloadResolver(
  CreateUserSchema,
  (values: AssociateValues): CreateUser => ({ ...values, role: 'assoc' }),
  fieldOf,
);

/** Assigned to the wizard's project (with its default task), so they can log time at once. */
const onProject = (user: CreateUser, projectId: string | undefined): CreateUser =>
  projectId
    ? { ...user, assignments: { projectAssignments: [{ projectId }], taskAssignments: [] } }
    : user;

/** The project the wizard's client step made: found by its name and its client's. */
function useWizardProject(data: StepContentProps['state']['data']) {
  const { projectName = '', clientName } = data;
  const found = useQuery({
    ...getProjectSearchQueryOptions(projectName, { activeOnly: true }),
    enabled: Boolean(projectName && clientName),
  });
  const project = found.data?.options.find(
    (option) => option.name === projectName && option.clientName === clientName,
  );
  return { project, looking: found.isLoading };
}

/** A username suggested from an e-mail address: its local part, as usernames may be written. */
export const usernameFromEmail = (email: string) =>
  (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9_-]/g, '');

export const ASSOCIATES_STEP_TEXT = {
  intro:
    'Invite the people who record their time. Each gets an e-mail with their username and a temporary password.',
  invite: 'Invite Associate',
  invited: 'Invited',
  next: 'Continue',
  assigned: (project: string) =>
    `They are assigned to ${project}, so they can log time on it at once.`,
} as const;

/** The wizard's third step: the first associates, each created as a user (who is e-mailed). */
export function AssociatesStep({ state, remember, complete }: StepContentProps) {
  const enqueueSnackbar = useActionToast();
  const create = useCreateUser();
  const invited = state.data.invited ?? [];
  const { project, looking } = useWizardProject(state.data);
  const form = useForm<AssociateValues, unknown, CreateUser>({
    resolver,
    defaultValues: { name: '', email: '', username: '' },
  });

  const onSubmit = form.handleSubmit(async (user) => {
    try {
      await create.mutateAsync(onProject(user, project?.id));
      enqueueSnackbar(USER_TOASTS.created, { variant: 'success' });
      form.reset();
      await remember({ invited: [...invited, user.name] });
    } catch (error) {
      applyServerErrors(form, error, (path) => Boolean(fieldOf(path)));
      enqueueSnackbar(USER_TOASTS.createError, { variant: 'error' });
    }
  });

  const email = form.register('email');
  const username = form.watch('username');
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {ASSOCIATES_STEP_TEXT.intro}
        {project && ` ${ASSOCIATES_STEP_TEXT.assigned(project.name)}`}
      </Typography>
      {invited.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography variant="body2">{ASSOCIATES_STEP_TEXT.invited}:</Typography>
          {invited.map((name, index) => (
            <Chip key={`${name}-${index}`} label={name} size="small" />
          ))}
        </Stack>
      )}
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        spacing={2}
        aria-label="Invite an associate"
      >
        <FieldGrid columns="1fr 1fr 1fr" maxWidth={960}>
          <TextField label="Name" required {...fieldProps(form, 'name')} />
          <TextField
            label="Email"
            type="email"
            required
            {...fieldProps(form, 'email')}
            onChange={(event) => {
              void email.onChange(event);
              if (!form.getFieldState('username').isDirty)
                form.setValue('username', usernameFromEmail(event.target.value));
            }}
          />
          <TextField
            label="Username"
            required
            {...fieldProps(form, 'username')}
            // Filled from the e-mail: the label moves up as for a typed value.
            slotProps={{ inputLabel: { shrink: Boolean(username) || undefined } }}
          />
        </FieldGrid>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="outlined" loading={form.formState.isSubmitting || looking}>
            {ASSOCIATES_STEP_TEXT.invite}
          </Button>
          <Button variant="contained" onClick={() => void complete()}>
            {ASSOCIATES_STEP_TEXT.next}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
