import { useId, type ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * A section of an editor (D§2.2): a heading with its add button (New Task, Add Contact ...),
 * an optional hint below it, then the rows or the table. The button keeps its one line; the
 * heading wraps first.
 */
export function EditorSection({
  title,
  actionLabel,
  onAction,
  actionDisabled,
  hint,
  hintDescribesAction,
  children,
}: {
  title: string;
  actionLabel: string;
  onAction(): void;
  actionDisabled?: boolean;
  /** A line under the heading (why the button is off, what the rows become); none when empty. */
  hint?: ReactNode;
  /** The hint says why the button is unavailable: the button is described by it. */
  hintDescribesAction?: boolean;
  children?: ReactNode;
}) {
  const titleId = useId();
  const hintId = useId();
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={titleId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h3">
          {title}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          startIcon={<AddIcon />}
          disabled={actionDisabled}
          aria-describedby={hint && hintDescribesAction ? hintId : undefined}
          onClick={onAction}
        >
          {actionLabel}
        </Button>
      </Stack>
      {hint && (
        <Typography id={hintId} variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
      {children}
    </Stack>
  );
}
