import { useId, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One titled part of the user editor, with an optional line of help and a header action. */
export function FormSection({
  title,
  help,
  action,
  first,
  children,
}: {
  title: string;
  help?: ReactNode;
  action?: ReactNode;
  /** The first section has no rule above it. */
  first?: boolean;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Stack
      component="section"
      aria-labelledby={titleId}
      spacing={1.5}
      sx={{ maxWidth: 640, ...(!first && { pt: 2, borderTop: 1, borderColor: 'divider' }) }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h3">
          {title}
        </Typography>
        {action}
      </Stack>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: '4px !important' }}>
          {help}
        </Typography>
      )}
      {children}
    </Stack>
  );
}
