import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
  LOGO_TYPES,
  logoTypeOf,
} from '@tallysheet/contract/tenants/account-information';
import { useActionToast } from '@/components/use-action-toast.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useLogo, useUploadLogo } from '../api/logo.ts';

export const LOGO_TEXT = {
  heading: 'Logo',
  hint: 'A PNG, JPEG or WebP image of at most 256 KB and 4096 × 4096 pixels. PNG and JPEG logos are printed above your company name on timesheet PDFs.',
  none: 'No logo yet',
  upload: 'Upload Logo',
  replace: 'Replace Logo',
  uploaded: 'Successfully updated logo',
  uploadError: 'Error updating logo',
} as const;

/** What is wrong with a chosen file, checked by the contract's rules before it is sent. */
async function problemOf(file: File): Promise<string | undefined> {
  if (file.size > LOGO_MAX_BYTES) return LOGO_MESSAGES.size;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return logoTypeOf(head) ? undefined : LOGO_MESSAGES.type;
}

/** The company's logo, and a button to upload a new one. */
export function LogoSection({ logoUrl }: { logoUrl: string | null }) {
  const enqueueSnackbar = useActionToast();
  const input = useRef<HTMLInputElement>(null);
  const logo = useLogo(logoUrl);
  const upload = useUploadLogo();
  const [error, setError] = useState<string>();
  const src = useMemo(() => (logo.data ? URL.createObjectURL(logo.data) : null), [logo.data]);
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = await problemOf(file);
    setError(problem);
    if (problem) return;
    try {
      await upload.mutateAsync(file);
      enqueueSnackbar(LOGO_TEXT.uploaded, { variant: 'success' });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.fieldError('image') : undefined);
      enqueueSnackbar(LOGO_TEXT.uploadError, { variant: 'error' });
    }
  };

  return (
    <Stack spacing={1} component="section" aria-labelledby="logo-heading">
      <Typography id="logo-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {LOGO_TEXT.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {LOGO_TEXT.hint}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 160,
            height: 64,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
            flexShrink: 0,
          }}
        >
          {src ? (
            <Box
              component="img"
              src={src}
              alt="Company logo"
              sx={{ maxWidth: '100%', maxHeight: '100%' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {LOGO_TEXT.none}
            </Typography>
          )}
        </Box>
        <Button
          variant="outlined"
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {logoUrl ? LOGO_TEXT.replace : LOGO_TEXT.upload}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          aria-label={LOGO_TEXT.upload}
          accept={LOGO_TYPES.join(',')}
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Stack>
      {error && (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
