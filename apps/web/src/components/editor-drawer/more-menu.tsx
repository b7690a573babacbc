import { useId, useState, type ReactNode } from 'react';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';

interface MoreMenuItem {
  label: string;
  icon?: ReactNode;
  onClick(): void;
  disabled?: boolean;
  /** Shown in the error colour (delete). */
  destructive?: boolean;
  /** Described by the menu's note (why the item is disabled). */
  explained?: boolean;
  /** Why this item is disabled when the menu's note does not say: shown under the items too. */
  reason?: string | null;
}

const MORE_MENU_LABEL = 'More actions';

/**
 * The editor header's overflow menu: archive, unarchive, delete and the like, with an
 * optional note under the items that says why some are disabled.
 */
export function MoreMenu({ items, note }: { items: MoreMenuItem[]; note?: string | null }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const noteId = useId();
  if (items.length === 0) return null;
  const notes = [
    ...new Set([note, ...items.map((item) => item.reason)].filter(Boolean)),
  ] as string[];
  const idOf = (text: string) => `${noteId}-${notes.indexOf(text)}`;
  return (
    <>
      <Tooltip title={MORE_MENU_LABEL} describeChild>
        <IconButton
          aria-label={MORE_MENU_LABEL}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { maxWidth: 320 } } }}
      >
        {items.map((item) => (
          <MenuItem
            key={item.label}
            dense
            disabled={item.disabled}
            aria-describedby={
              item.reason ? idOf(item.reason) : note && item.explained ? idOf(note) : undefined
            }
            sx={item.destructive ? { color: 'error.main' } : undefined}
            onClick={() => {
              setAnchor(null);
              item.onClick();
            }}
          >
            {item.icon && (
              <ListItemIcon sx={item.destructive ? { color: 'error.main' } : undefined}>
                {item.icon}
              </ListItemIcon>
            )}
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
        {notes.length > 0 && <Divider />}
        {notes.map((text) => (
          <Box
            key={text}
            component="li"
            role="presentation"
            id={idOf(text)}
            sx={{ px: 2, py: 1, typography: 'caption', color: 'text.secondary' }}
          >
            {text}
          </Box>
        ))}
      </Menu>
    </>
  );
}
