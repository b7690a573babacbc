import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';

/**
 * A dialog to read, not to fill in (an entity's history, what a dashboard figure counts): a
 * title with a note under it, the content, and Close; full screen on a phone. With `dividers`
 * the content scrolls between rules.
 */
export function ViewDialog({
  open,
  onClose,
  titleId: givenId,
  title,
  note,
  maxWidth = 'sm',
  dividers = false,
  contentSx,
  closeLabel = 'Close',
  focusClose = false,
  children,
}: {
  open: boolean;
  onClose(): void;
  titleId?: string;
  title: ReactNode;
  /** The line under the title; nothing while it is not known. */
  note?: ReactNode;
  maxWidth?: 'sm' | 'md';
  dividers?: boolean;
  contentSx?: SxProps<Theme>;
  closeLabel?: string;
  /** Whether Close takes the focus when the dialog opens. */
  focusClose?: boolean;
  children: ReactNode;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const ownId = useId();
  const titleId = givenId ?? ownId;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ typography: 'h6', pb: dividers ? 1 : 0 }}>
        {title}
        {note !== undefined && (
          <Typography
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ display: 'block', overflowWrap: 'anywhere' }}
          >
            {note}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers={dividers} sx={contentSx}>
        {children}
      </DialogContent>
      <DialogActions sx={dividers ? { px: 3, py: 1.5 } : { px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onClose} autoFocus={focusClose}>
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
