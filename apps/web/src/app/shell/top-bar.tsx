import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router';
import { isAdministrator } from '@tallysheet/contract/roles/roles';
import { BrandMark } from '@/components/brand-mark.tsx';
import { paths } from '@/config/paths.ts';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { DevMenuButton } from '@/features/dev-menu/dev-menu-button.tsx';
import { FeedbackButton } from '@/features/feedback/feedback-button.tsx';
import { KnowledgeBaseButton } from '@/features/knowledge-base/knowledge-base-button.tsx';
import { ProfileMenu } from './profile-menu.tsx';

/** The 48px top bar: sidebar toggle, logo, knowledge base, feedback, developer menu, profile (A§2.4). */
export function TopBar({
  onToggleSidebar,
  sidebarOpen,
  top,
}: {
  onToggleSidebar: () => void;
  sidebarOpen: boolean;
  top: number;
}) {
  const { profile } = useBootstrap();
  const config = useClientConfig();
  const home = isAdministrator(profile.systemRole) ? paths.dashboard : paths.myTime;
  return (
    <AppBar
      position="fixed"
      sx={{
        top,
        borderBottom: 1,
        borderColor: 'divider',
        zIndex: (theme) => theme.zIndex.drawer + 1,
      }}
    >
      <Toolbar variant="dense" sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
        <IconButton
          edge="start"
          onClick={onToggleSidebar}
          aria-label="Toggle sidebar"
          aria-expanded={sidebarOpen}
          aria-controls="app-sidebar"
          size="small"
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to={home}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            minWidth: 0,
          }}
          aria-label={`${config.brandName} home`}
        >
          <BrandMark size={26} />
          <Typography
            variant="h6"
            component="span"
            sx={{ color: 'primary.main', display: { xs: 'none', sm: 'inline' } }}
            noWrap
          >
            {config.brandName}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        <KnowledgeBaseButton />
        <FeedbackButton />
        {config.devMenu && <DevMenuButton />}
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
}
