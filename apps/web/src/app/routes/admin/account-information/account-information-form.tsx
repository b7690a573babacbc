import { Controller, useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  UpdateAccountInformationSchema,
  type AccountInformation,
  type UpdateAccountInformation,
} from '@tallysheet/contract/tenants/account-information';
import { applyServerErrors, fieldProps } from '@/components/editor-drawer/editor-form.ts';
import { useActionToast } from '@/components/use-action-toast.ts';
import { useUpdateAccountInformation } from '@/features/account-information/api/account-information.ts';
import { TimezoneFormField } from '@/features/profile/components/timezone-field.tsx';
import { payloadResolver } from '@/lib/payload-resolver.ts';
import { REJECTED_DAYS_SETTING } from '@tallysheet/contract/timesheets/rejected-days';
import { FieldGrid } from '@/components/field-grid.tsx';

type Values = Required<Omit<UpdateAccountInformation, 'timezone'>> & { timezone: string | null };

const valuesOf = (account: AccountInformation): Values => ({
  companyName: account.companyName,
  address: { ...account.address },
  timezone: account.timezone,
  sessionRecording: account.sessionRecording,
  requireMfaForAdministrators: account.requireMfaForAdministrators,
  rejectedDaysReopen: account.rejectedDaysReopen,
});

const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const;
const FIELDS = ['companyName', 'timezone', ...ADDRESS_FIELDS.map((name) => `address.${name}`)];
const isField = (path: string) => FIELDS.includes(path);

const resolver = payloadResolver(
  UpdateAccountInformationSchema,
  (values: Values) => ({ ...values, timezone: values.timezone ?? undefined }),
  (path) => (isField(path) ? (path as keyof Values) : undefined),
);

export const ACCOUNT_TEXT = {
  address: 'Address',
  addressHint: 'Shown with your company name on e-mails and timesheet PDFs.',
  settings: 'Settings',
  sessionRecording: 'Session recording',
  sessionRecordingHint:
    'Records what happens on screen so that feedback and error reports show support what you saw.',
  requireMfa: 'Require two-factor sign-in for administrators',
  requireMfaHint: 'Administrators must set up an authenticator app before they can sign in.',
  save: 'Save',
  saved: 'Successfully updated account information',
  saveError: 'Error updating account information',
} as const;

const ADDRESS_LABELS: Record<(typeof ADDRESS_FIELDS)[number], string> = {
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  region: 'State / Region',
  postalCode: 'Postal code',
  country: 'Country',
};

/** The company's editable details on Account Information: name, address, time zone, settings. */
export function AccountInformationForm({ account }: { account: AccountInformation }) {
  const enqueueSnackbar = useActionToast();
  const update = useUpdateAccountInformation();
  const form = useForm<Values, unknown, UpdateAccountInformation>({
    resolver,
    defaultValues: valuesOf(account),
  });
  const { isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(valuesOf(saved));
      enqueueSnackbar(ACCOUNT_TEXT.saved, { variant: 'success' });
    } catch (error) {
      applyServerErrors(form, error, isField);
      enqueueSnackbar(ACCOUNT_TEXT.saveError, { variant: 'error' });
    }
  });

  const setting = (
    name: 'sessionRecording' | 'requireMfaForAdministrators' | 'rejectedDaysReopen',
    label: string,
    hint: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
            label={label}
          />
          <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
            {hint}
          </Typography>
        </Box>
      )}
    />
  );

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={3}
      aria-label="Account Information"
    >
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <TextField label="Company Name" required {...fieldProps(form, 'companyName')} />
        <TimezoneFormField control={form.control} name="timezone" />
      </Stack>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {ACCOUNT_TEXT.address}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {ACCOUNT_TEXT.addressHint}
        </Typography>
        <FieldGrid columns="1fr 1fr" from="sm" maxWidth={640}>
          {ADDRESS_FIELDS.map((name) => (
            <TextField
              key={name}
              label={ADDRESS_LABELS[name]}
              {...fieldProps(form, `address.${name}`)}
            />
          ))}
        </FieldGrid>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {ACCOUNT_TEXT.settings}
        </Typography>
        <Stack spacing={1.5}>
          {setting(
            'sessionRecording',
            ACCOUNT_TEXT.sessionRecording,
            ACCOUNT_TEXT.sessionRecordingHint,
          )}
          {setting(
            'requireMfaForAdministrators',
            ACCOUNT_TEXT.requireMfa,
            ACCOUNT_TEXT.requireMfaHint,
          )}
          {setting('rejectedDaysReopen', REJECTED_DAYS_SETTING.label, REJECTED_DAYS_SETTING.help)}
        </Stack>
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={!isDirty} loading={isSubmitting}>
          {ACCOUNT_TEXT.save}
        </Button>
      </Box>
    </Stack>
  );
}
