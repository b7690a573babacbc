import AspectRatioIcon from '@mui/icons-material/AspectRatio';
import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { HeaderMenu } from './header-menu.tsx';
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
  return (
    <HeaderMenu label={SIZE_MENU_LABEL} icon={<AspectRatioIcon fontSize="small" />}>
      {(close) =>
        DRAWER_SIZES.map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={option === size}
            selected={option === size}
            dense
            onClick={() => {
              onChange(option);
              close();
            }}
          >
            <ListItemIcon>{option === size && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{DRAWER_SIZE_LABELS[option]}</ListItemText>
          </MenuItem>
        ))
      }
    </HeaderMenu>
  );
}
