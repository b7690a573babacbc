import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { isAdministrator } from '@tallysheet/contract/roles/roles';
import { paths } from '@/config/paths.ts';
import { signOut } from '@/lib/auth/session.ts';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

/** Initials, name, e-mail, Customer ID and tenant; Subscription, Invite Users, Profile, Logout (A§2.4). */
export function ProfileMenu() {
  const { profile, tenant } = useBootstrap();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const go = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };
  const role = profile.systemRole;
  const initials = initialsOf(profile.displayName);
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        // The name holds the initials it shows (WCAG 2.5.3, label in name).
        aria-label={`Profile menu, ${initials}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        size="small"
      >
        <Avatar
          sx={{ width: 30, height: 30, fontSize: 13, fontWeight: 600, bgcolor: 'primary.main' }}
        >
          {initials}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { width: 280, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Box sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar sx={{ width: 40, height: 40, fontWeight: 600, bgcolor: 'primary.main' }}>
            {initials}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {profile.displayName}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {profile.email}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ px: 2, pb: 1.5 }}>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            Customer ID: {tenant.tenantId}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            Tenant: {tenant.tenantName}
          </Typography>
        </Box>
        <Divider />
        {role === 'TenantAdmin' && !tenant.billing.isEnterprise && (
          <MenuItem onClick={() => go(paths.subscription)}>Subscription</MenuItem>
        )}
        {isAdministrator(role) && (
          <MenuItem onClick={() => go(paths.invite)}>Invite Users</MenuItem>
        )}
        <MenuItem onClick={() => go(paths.profile)}>Profile</MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void signOut();
          }}
        >
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
