import type { FormEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/**
 * A tenant's settings form (Admin Settings), as `useSettingsForm` drives it: its sections in a
 * column of reading width, then the save button, which spins while the save is on its way.
 */
export function SettingsForm({
  onSubmit,
  saving,
  saveLabel,
  spacing = 3,
  labelledBy,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  saveLabel: string;
  spacing?: number;
  /** The id of the form's heading, when it has one. */
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={spacing}
      aria-labelledby={labelledBy}
      sx={{ maxWidth: 760 }}
    >
      {children}
      <Box>
        <Button type="submit" variant="contained" loading={saving}>
          {saveLabel}
        </Button>
      </Box>
    </Stack>
  );
}
