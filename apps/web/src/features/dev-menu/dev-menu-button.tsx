import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import BuildOutlined from '@mui/icons-material/BuildOutlined';

const DevMenuDialog = lazy(() => import('./dev-menu-dialog.tsx'));

/** The internal developer menu's button, shown when DEV_MENU is on. */
export function DevMenuButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton onClick={() => setOpen(true)} aria-label="Developer menu" size="small">
        <BuildOutlined fontSize="small" />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <DevMenuDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
