import { useId, type ReactNode } from 'react';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { HeaderMenu } from './header-menu.tsx';

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
  const noteId = useId();
  if (items.length === 0) return null;
  const notes = [
    ...new Set([note, ...items.map((item) => item.reason)].filter(Boolean)),
  ] as string[];
  const idOf = (text: string) => `${noteId}-${notes.indexOf(text)}`;
  return (
    <HeaderMenu label={MORE_MENU_LABEL} icon={<MoreVertIcon fontSize="small" />} maxWidth={320}>
      {(close) => [
        ...items.map((item) => (
          <MenuItem
            key={item.label}
            dense
            disabled={item.disabled}
            aria-describedby={
              item.reason ? idOf(item.reason) : note && item.explained ? idOf(note) : undefined
            }
            sx={item.destructive ? { color: 'error.main' } : undefined}
            onClick={() => {
              close();
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
        )),
        notes.length > 0 && <Divider key="divider" />,
        ...notes.map((text) => (
          <Box
            key={`note-${text}`}
            component="li"
            role="presentation"
            id={idOf(text)}
            sx={{ px: 2, py: 1, typography: 'caption', color: 'text.secondary' }}
          >
            {text}
          </Box>
        )),
      ]}
    </HeaderMenu>
  );
}
