import type { ReactNode } from 'react';
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
 * The dialog a dashboard figure opens on what it counts: a title with a note under it, the
 * list, and Close; full screen on a phone.
 */
export function FigureDialog({
  open,
  onClose,
  titleId,
  title,
  note,
  contentSx,
  closeLabel = 'Close',
  focusClose = false,
  children,
}: {
  open: boolean;
  onClose(): void;
  titleId: string;
  title: ReactNode;
  /** The line under the title; nothing while it is not known. */
  note?: ReactNode;
  contentSx?: SxProps<Theme>;
  closeLabel?: string;
  /** Whether Close takes the focus when the dialog opens. */
  focusClose?: boolean;
  children: ReactNode;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ typography: 'h6', pb: 0 }}>
        {title}
        {note !== undefined && (
          <Typography
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ display: 'block' }}
          >
            {note}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent sx={contentSx}>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onClose} autoFocus={focusClose}>
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
