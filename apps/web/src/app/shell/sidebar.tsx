import { useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { NavLink, useLocation } from 'react-router';
import { currentMenuPath, type MenuGroup, type MenuLink, type MenuSection } from './menu.ts';
import { TrialNotice } from './trial-notice.tsx';

const itemSx = {
  borderRadius: 1,
  mx: 1,
  py: 0.5,
  '&.active': { bgcolor: 'action.selected', color: 'primary.dark', fontWeight: 600 },
  '&.active .MuiListItemText-primary': { fontWeight: 600 },
};

function LinkItem({
  item,
  onNavigate,
  inset,
  current,
}: {
  item: MenuLink;
  onNavigate: () => void;
  inset?: boolean;
  current: string | undefined;
}) {
  return (
    <ListItemButton
      component={NavLink}
      to={item.path}
      end
      // Marked on its own page and on the pages under it (a run under Pay Runs).
      className={item.path === current ? 'active' : undefined}
      onClick={onNavigate}
      sx={{ ...itemSx, pl: inset ? 4 : 2 }}
    >
      <ListItemText primary={item.label} slotProps={{ primary: { variant: 'body2' } }} />
    </ListItemButton>
  );
}

function GroupItem({
  item,
  onNavigate,
  current,
}: {
  item: MenuGroup;
  onNavigate: () => void;
  current: string | undefined;
}) {
  const containsCurrent = item.items.some((child) => child.path === current);
  const [open, setOpen] = useState(containsCurrent);
  const id = `menu-group-${item.label.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <>
      <ListItemButton
        onClick={() => setOpen(!open)}
        aria-expanded={open || containsCurrent}
        aria-controls={id}
        sx={{ ...itemSx, pl: 2 }}
      >
        <ListItemText
          primary={item.label}
          slotProps={{
            primary: { variant: 'body2', sx: { fontWeight: containsCurrent ? 600 : 400 } },
          }}
        />
        {open || containsCurrent ? (
          <ExpandLess fontSize="small" />
        ) : (
          <ExpandMore fontSize="small" />
        )}
      </ListItemButton>
      <Collapse in={open || containsCurrent} id={id} timeout={150}>
        <List component="div" disablePadding dense>
          {item.items.map((child) => (
            <LinkItem
              key={child.path}
              item={child}
              onNavigate={onNavigate}
              inset
              current={current}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** The sidebar's sections, links and groups; the current route is highlighted. */
export function SidebarContent({
  sections,
  onNavigate,
}: {
  sections: MenuSection[];
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  const current = currentMenuPath(sections, pathname);
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowY: 'auto' }}
    >
      <Box sx={{ flex: 1, py: 1 }}>
        {sections.map((section) => (
          <List
            key={section.id}
            // A group of links under a heading: <div>s, since the links are not <li> items.
            component="div"
            dense
            subheader={
              <ListSubheader
                component="div"
                disableSticky
                sx={{
                  lineHeight: '32px',
                  fontSize: 12,
                  fontWeight: 600,
                  textTransform: 'uppercase',
                  letterSpacing: 0.5,
                  color: 'text.secondary',
                  bgcolor: 'transparent',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {section.title}
              </ListSubheader>
            }
          >
            {section.items.map((item) =>
              item.kind === 'link' ? (
                <LinkItem key={item.path} item={item} onNavigate={onNavigate} current={current} />
              ) : (
                <GroupItem key={item.label} item={item} onNavigate={onNavigate} current={current} />
              ),
            )}
          </List>
        ))}
      </Box>
      <TrialNotice onNavigate={onNavigate} />
    </Box>
  );
}
