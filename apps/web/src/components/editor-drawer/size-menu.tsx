import { useState } from 'react';
import AspectRatioIcon from '@mui/icons-material/AspectRatio';
import CheckIcon from '@mui/icons-material/Check';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { DRAWER_SIZE_LABELS, DRAWER_SIZES, type DrawerSize } from './drawer-size.ts';

const SIZE_MENU_LABEL = 'Window size';

/** The editor's Small / Medium / Large menu. */
export function SizeMenu({
  size,
  onChange,
}: {
  size: DrawerSize;
  onChange(size: DrawerSize): void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={SIZE_MENU_LABEL} describeChild>
        <IconButton
          aria-label={SIZE_MENU_LABEL}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <AspectRatioIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {DRAWER_SIZES.map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={option === size}
            selected={option === size}
            dense
            onClick={() => {
              onChange(option);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{option === size && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{DRAWER_SIZE_LABELS[option]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
