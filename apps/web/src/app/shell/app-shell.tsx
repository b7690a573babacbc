import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useLocation } from 'react-router';
import { clearForbidden, session } from '@/lib/auth/session.ts';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { useStore } from '@/lib/store.ts';
import { useMailboxAvailable } from '@/features/mailbox/get-mailbox.ts';
import { appRoutes, routeByPath } from '@/app/route-table.ts';
import { ToastClearance } from '@/app/toast-provider.tsx';
import { BannerBar, useBanner } from './banner-bar.tsx';
import { Footer } from './footer.tsx';
import { buildMenu, siblingRoutes, type MenuContext } from './menu.ts';
import { PermissionPage } from './permission-page.tsx';
import { SidebarContent } from './sidebar.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { TabBar } from './tab-bar.tsx';
import { TopBar } from './top-bar.tsx';
import { useElementHeight } from './use-element-height.ts';
import { SIDEBAR_WIDTH, useSidebar } from './use-sidebar.ts';

const HEADER_HEIGHT = 48;
// The version footer's line with its rule and padding, and the page's padding under it.
const FOOTER_HEIGHT = 64;

/** Banner, top bar, sidebar and the main area with its tabs and footer (A§2.4, UX.md §3). */
export function AppShell({ children }: { children: ReactNode }) {
  const { profile, tenant, flags } = useBootstrap();
  const config = useClientConfig();
  const { pathname } = useLocation();
  const sidebar = useSidebar();
  const forbidden = useStore(session, (state) => state.forbidden);
  const banner = useBanner();
  // Measured as it changes: a banner set on a wide window wraps to more lines on a narrow one.
  const [bannerBox, setBannerBox] = useState<HTMLDivElement | null>(null);
  const bannerHeight = useElementHeight(bannerBox);

  useEffect(() => {
    clearForbidden();
  }, [pathname]);

  // The deployment says whether the mailbox may be on; the API says whether it answers here.
  const mailbox = useMailboxAvailable(config.mailbox);
  const ctx: MenuContext = { role: profile.systemRole, tenant, flags, mailbox };
  const sections = buildMenu(ctx);
  const siblings = siblingRoutes(routeByPath(pathname), ctx, appRoutes);
  const top = bannerHeight + HEADER_HEIGHT;
  const closeIfOverlay = () => {
    if (!sidebar.persistent) sidebar.setOpen(false);
  };
  const shifted = sidebar.persistent && sidebar.open;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <ToastClearance left={shifted ? SIDEBAR_WIDTH : 0} bottom={FOOTER_HEIGHT} />
      {banner && (
        <Box
          ref={setBannerBox}
          sx={{
            position: 'fixed',
            top: 0,
            left: 0,
            right: 0,
            zIndex: (theme) => theme.zIndex.drawer + 2,
          }}
        >
          <BannerBar banner={banner} />
        </Box>
      )}
      <TopBar onToggleSidebar={sidebar.toggle} sidebarOpen={sidebar.open} top={bannerHeight} />
      <Drawer
        id="app-sidebar"
        variant={sidebar.persistent ? 'persistent' : 'temporary'}
        open={sidebar.open}
        onClose={() => sidebar.setOpen(false)}
        ModalProps={{ keepMounted: true }}
        slotProps={{
          paper: {
            sx: {
              width: SIDEBAR_WIDTH,
              top: sidebar.persistent ? top : 0,
              height: sidebar.persistent ? `calc(100% - ${top}px)` : '100%',
              pt: sidebar.persistent ? 0 : `${top}px`,
              borderRight: 1,
              borderColor: 'divider',
            },
          },
        }}
      >
        <SidebarContent sections={sections} onNavigate={closeIfOverlay} />
      </Drawer>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          outline: 'none',
          pt: `${top}px`,
          ml: shifted ? `${SIDEBAR_WIDTH}px` : 0,
          // Slides as the persistent sidebar opens or closes; a window made narrow frees it at once.
          transition: (theme) => (sidebar.persistent ? theme.transitions.create('margin') : 'none'),
          minWidth: 0,
        }}
      >
        <Box
          sx={{
            p: { xs: 2, sm: 3 },
            minHeight: `calc(100vh - ${top}px)`,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <TabBar current={pathname} siblings={siblings} />
          <Box sx={{ flex: 1, minWidth: 0 }}>{forbidden ? <PermissionPage /> : children}</Box>
          <Footer />
        </Box>
      </Box>
    </Box>
  );
}
