import { useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Tooltip from '@mui/material/Tooltip';

/**
 * An editor header's icon button that opens a menu below it, right-aligned: the button is
 * named by `label` (and says so in its tooltip); the items get `close` to call when chosen.
 */
export function HeaderMenu({
  label,
  icon,
  maxWidth,
  children,
}: {
  label: string;
  icon: ReactNode;
  maxWidth?: number;
  children(close: () => void): ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label} describeChild>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {icon}
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={maxWidth === undefined ? undefined : { paper: { sx: { maxWidth } } }}
      >
        {children(close)}
      </Menu>
    </>
  );
}
