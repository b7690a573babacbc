import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  AuthStateSection,
  AutoAuthSection,
  BannerSection,
  FeaturesSection,
  TokensSection,
} from './dev-menu-sections.tsx';

const SECTIONS = [
  ['Banner', BannerSection],
  ['Features', FeaturesSection],
  ['Tokens', TokensSection],
  ['Auto Auth', AutoAuthSection],
  ['Auth State', AuthStateSection],
] as const;

/** The internal developer menu (A§2.6): 600 by 800 on desktop, full screen on phones. */
export default function DevMenuDialog({ onClose }: { onClose: () => void }) {
  const [tab, setTab] = useState(0);
  const fullScreen = useMediaQuery('(max-width:600px)');
  const Section = SECTIONS[tab]![1];
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      slotProps={{
        paper: {
          sx: fullScreen ? {} : { width: 600, height: 800, maxHeight: 'calc(100vh - 32px)' },
        },
      }}
      aria-labelledby="dev-menu-title"
    >
      <DialogTitle id="dev-menu-title">Developer Menu</DialogTitle>
      <Tabs
        value={tab}
        onChange={(_e, value: number) => setTab(value)}
        variant="scrollable"
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {SECTIONS.map(([label]) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <Section />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
