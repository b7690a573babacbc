import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  UpdateAccountInformationSchema,
  type UpdateAccountInformation,
} from '@tallysheet/contract/tenants/account-information';
import { applyServerErrors, fieldProps } from '@/components/editor-drawer/editor-form.ts';
import { useActionToast } from '@/components/use-action-toast.ts';
import { useUpdateAccountInformation } from '@/features/account-information/api/account-information.ts';
import type { StepContentProps } from '@/features/onboarding/components/setup-wizard.tsx';
import { TimezoneFormField } from '@/features/profile/components/timezone-field.tsx';
import { browserTimeZone } from '@/features/profile/timezones.ts';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { payloadResolver } from '@/lib/payload-resolver.ts';

interface CompanyValues {
  companyName: string;
  timezone: string | null;
}

const FIELDS = ['companyName', 'timezone'] as const;
const fieldOf = (path: string) =>
  (FIELDS as readonly string[]).includes(path) ? (path as keyof CompanyValues) : undefined;

const resolver = payloadResolver(
  UpdateAccountInformationSchema,
  (values: CompanyValues) => ({
    companyName: values.companyName,
    timezone: values.timezone ?? browserTimeZone(),
  }),
  fieldOf,
);

export const COMPANY_STEP_TEXT = {
  intro:
    "Your company's name is shown on e-mails and timesheet PDFs; its time zone sets when your weeks begin and end.",
  save: 'Save and Continue',
  saved: 'Successfully updated company',
  saveError: 'Error updating company',
} as const;

/** The wizard's first step: the company's name and time zone (Account Information). */
export function CompanyStep({ complete }: StepContentProps) {
  const { tenant } = useBootstrap();
  const enqueueSnackbar = useActionToast();
  const update = useUpdateAccountInformation();
  const form = useForm<CompanyValues, unknown, UpdateAccountInformation>({
    resolver,
    defaultValues: { companyName: tenant.tenantName, timezone: browserTimeZone() },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      enqueueSnackbar(COMPANY_STEP_TEXT.saved, { variant: 'success' });
      await complete();
    } catch (error) {
      applyServerErrors(form, error, (path) => Boolean(fieldOf(path)));
      enqueueSnackbar(COMPANY_STEP_TEXT.saveError, { variant: 'error' });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Your company">
      <Typography variant="body2" color="text.secondary">
        {COMPANY_STEP_TEXT.intro}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <TextField label="Company Name" required {...fieldProps(form, 'companyName')} />
        <TimezoneFormField control={form.control} name="timezone" />
      </Stack>
      <Box>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {COMPANY_STEP_TEXT.save}
        </Button>
      </Box>
    </Stack>
  );
}
