import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TryInvitationSchema, type TryInvitation } from '@tallysheet/contract/welcome/welcome';
import { applyServerErrors, fieldProps } from '@/components/editor-drawer/editor-form.ts';
import { useActionToast } from '@/components/use-action-toast.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSendInvitation } from '../api/send-invitation.ts';

interface InviteValues {
  name: string;
  email: string;
  message: string;
}

const FIELDS = ['name', 'email', 'message'] as const;
const isField = (path: string) => (FIELDS as readonly string[]).includes(path);

export const INVITE_TEXT = {
  intro: (brand: string, company: string) =>
    `Know someone who would like ${brand}? They get an e-mail from you, naming ${company}, with a link to start their own free trial.`,
  send: 'Send Invitation',
  sent: (email: string) => `Invitation sent to ${email}`,
  sendError: 'Error sending invitation',
  tooMany: 'Too many invitations for now. Please try again later.',
} as const;

/** Invite someone to try the product: their name, e-mail and an optional note. */
export function InviteForm({ brandName, companyName }: { brandName: string; companyName: string }) {
  const enqueueSnackbar = useActionToast();
  const send = useSendInvitation();
  const form = useForm<InviteValues, unknown, TryInvitation>({
    resolver: zodResolver(TryInvitationSchema) as Resolver<InviteValues, unknown, TryInvitation>,
    defaultValues: { name: '', email: '', message: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { email } = await send.mutateAsync({ ...values, message: values.message || undefined });
      enqueueSnackbar(INVITE_TEXT.sent(email), { variant: 'success' });
      form.reset();
    } catch (error) {
      applyServerErrors(form, error, isField);
      const limited = error instanceof ApiError && error.status === 429;
      enqueueSnackbar(limited ? INVITE_TEXT.tooMany : INVITE_TEXT.sendError, { variant: 'error' });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Invitation">
      <Typography variant="body2" color="text.secondary">
        {INVITE_TEXT.intro(brandName, companyName)}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <TextField label="Name" required autoComplete="off" {...fieldProps(form, 'name')} />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="off"
          {...fieldProps(form, 'email')}
        />
        <TextField label="Message" multiline minRows={3} {...fieldProps(form, 'message')} />
      </Stack>
      <Box>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {INVITE_TEXT.send}
        </Button>
      </Box>
    </Stack>
  );
}
