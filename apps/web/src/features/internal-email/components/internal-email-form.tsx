import type { ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  SetInternalEmailSchema,
  VerifyInternalEmailSchema,
  type InternalEmail,
  type SetInternalEmail,
  type VerifyInternalEmail,
} from '@tallysheet/contract/tenants/internal-email';
import { applyServerErrors, fieldProps } from '@/components/editor-drawer/editor-form.ts';
import { useActionToast } from '@/components/use-action-toast.ts';
import { useSetInternalEmail, useVerifyInternalEmail } from '../api/internal-email.ts';

export const INTERNAL_EMAIL_TEXT = {
  intro:
    "Your company's own copies go to this address: each timesheet submitted, each rejection and the subscription's notices. It is used only once verified with the code e-mailed to it.",
  verified: 'Verified',
  unverified: 'Not verified',
  send: 'Send Code',
  sent: (email: string) => `A code was sent to ${email}`,
  sendError: 'Error sending the code',
  pending: (email: string) =>
    `Enter the 6-digit code sent to ${email}. Until then nothing is sent to it.`,
  verify: 'Verify',
  done: 'Successfully verified the Internal Contact Email',
  verifyError: 'Error verifying the code',
} as const;

function AddressForm({ current }: { current: InternalEmail }) {
  const enqueueSnackbar = useActionToast();
  const save = useSetInternalEmail();
  const form = useForm<SetInternalEmail>({
    resolver: zodResolver(SetInternalEmailSchema) as Resolver<SetInternalEmail>,
    defaultValues: { email: current.email ?? '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      enqueueSnackbar(INTERNAL_EMAIL_TEXT.sent(saved.email ?? values.email), {
        variant: 'success',
      });
    } catch (error) {
      applyServerErrors(form, error, (path) => path === 'email');
      enqueueSnackbar(INTERNAL_EMAIL_TEXT.sendError, { variant: 'error' });
    }
  });
  return (
    <OneFieldForm
      label="Internal Contact Email"
      onSubmit={onSubmit}
      submitting={form.formState.isSubmitting}
      submit={INTERNAL_EMAIL_TEXT.send}
      sx={{ maxWidth: 640 }}
      buttonSx={{ flexShrink: 0 }}
    >
      <TextField label="Email" type="email" required fullWidth {...fieldProps(form, 'email')} />
    </OneFieldForm>
  );
}

/** A form of one field with its submit button beside it (below it on a phone). */
function OneFieldForm({
  label,
  onSubmit,
  submitting,
  submit,
  sx,
  buttonSx,
  children,
}: {
  label: string;
  onSubmit(): void;
  submitting: boolean;
  submit: string;
  sx?: SxProps<Theme>;
  buttonSx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={[{ alignItems: 'flex-start' }, ...(Array.isArray(sx) ? sx : [sx])]}
      aria-label={label}
    >
      {children}
      <Button
        type="submit"
        variant="contained"
        loading={submitting}
        sx={[...(Array.isArray(buttonSx) ? buttonSx : [buttonSx]), { mt: { sm: 1 } }]}
      >
        {submit}
      </Button>
    </Stack>
  );
}

function CodeForm({ email }: { email: string }) {
  const enqueueSnackbar = useActionToast();
  const verify = useVerifyInternalEmail();
  const form = useForm<VerifyInternalEmail>({
    resolver: zodResolver(VerifyInternalEmailSchema) as Resolver<VerifyInternalEmail>,
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await verify.mutateAsync(values);
      enqueueSnackbar(INTERNAL_EMAIL_TEXT.done, { variant: 'success' });
    } catch (error) {
      applyServerErrors(form, error, (path) => path === 'code');
      enqueueSnackbar(INTERNAL_EMAIL_TEXT.verifyError, { variant: 'error' });
    }
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Alert severity="info">{INTERNAL_EMAIL_TEXT.pending(email)}</Alert>
      <OneFieldForm
        label="Verification code"
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting}
        submit={INTERNAL_EMAIL_TEXT.verify}
      >
        <TextField
          label="Code"
          required
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          {...fieldProps(form, 'code')}
        />
      </OneFieldForm>
    </Stack>
  );
}

/** Internal Contact Email: the address, its status, and the code that verifies it. */
export function InternalEmailForm({ current }: { current: InternalEmail }) {
  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        {INTERNAL_EMAIL_TEXT.intro}
      </Typography>
      {current.email && (
        <Box>
          <Chip
            size="small"
            color={current.verified ? 'success' : 'default'}
            label={current.verified ? INTERNAL_EMAIL_TEXT.verified : INTERNAL_EMAIL_TEXT.unverified}
          />
        </Box>
      )}
      <AddressForm key={current.email ?? ''} current={current} />
      {current.email && !current.verified && <CodeForm email={current.email} />}
    </Stack>
  );
}
