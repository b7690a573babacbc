import type { MouseEvent, ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/** An icon button of the top bar that opens a dialog: its label is its tooltip and its name. */
export function DialogIconButton({
  label,
  expanded,
  onClick,
  children,
}: {
  label: string;
  /** Whether what it opens is open, for the buttons that say so. */
  expanded?: boolean;
  onClick(event: MouseEvent<HTMLElement>): void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        onClick={onClick}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}
