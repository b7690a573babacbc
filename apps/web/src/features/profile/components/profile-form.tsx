import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useActionToast } from '@/components/use-action-toast.ts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  UpdateProfileSchema,
  type Profile,
  type UpdateProfile,
} from '@tallysheet/contract/profile/profile';
import { USER_TOASTS } from '@tallysheet/contract/users/users';
import { applyServerErrors, fieldProps } from '@/components/editor-drawer/editor-form.ts';
import { useUpdateProfile } from '@/features/profile/api/update-profile.ts';
import { PROFILE_TEXT } from '@/features/profile/messages.ts';
import { TimezoneFormField } from './timezone-field.tsx';

interface ProfileFormValues {
  displayName: string;
  email: string;
  timezone: string | null;
}

const FIELDS = ['displayName', 'email', 'timezone'] as const;
const isField = (path: string) => (FIELDS as readonly string[]).includes(path);

const valuesOf = (profile: Profile): ProfileFormValues => ({
  displayName: profile.displayName,
  email: profile.email,
  timezone: profile.timezone,
});

/** Name, e-mail and time zone of the signed-in user; only changed fields are sent. */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  /** After a save, with the profile the server returned. */
  onSaved?(profile: Profile): void;
}) {
  const enqueueSnackbar = useActionToast();
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, UpdateProfile>({
    resolver: zodResolver(UpdateProfileSchema) as Resolver<
      ProfileFormValues,
      unknown,
      UpdateProfile
    >,
    defaultValues: valuesOf(profile),
  });
  const { isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const { dirtyFields } = form.formState;
    const body: UpdateProfile = {};
    if (dirtyFields.displayName) body.displayName = values.displayName;
    if (dirtyFields.email) body.email = values.email;
    if (dirtyFields.timezone) body.timezone = values.timezone ?? null;
    try {
      const saved = await update.mutateAsync(body);
      form.reset(valuesOf(saved));
      enqueueSnackbar(USER_TOASTS.updated, { variant: 'success' });
      onSaved?.(saved);
    } catch (error) {
      applyServerErrors(form, error, isField);
      enqueueSnackbar(USER_TOASTS.updateError, { variant: 'error' });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Profile">
      <TextField label="Name" required autoComplete="name" {...fieldProps(form, 'displayName')} />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        {...fieldProps(form, 'email')}
      />
      <TimezoneFormField control={form.control} name="timezone" />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={!isDirty} loading={isSubmitting}>
          {PROFILE_TEXT.save}
        </Button>
      </Stack>
    </Stack>
  );
}
