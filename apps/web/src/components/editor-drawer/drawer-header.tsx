import type { ReactNode, Ref } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DRAWER_WIDTHS, FULL_WIDTH_BELOW, type DrawerSize } from './drawer-size.ts';
import { drawerHeaderActions } from '@/lib/drawer-header-actions.ts';
import { useStore } from '@/lib/store.ts';
import { HistoryButton } from '../entity-history/history-button.tsx';
import type { EntityHistoryProps } from '../entity-history/history-target.ts';
import { SizeMenu } from './size-menu.tsx';

/** The right-side drawer's paper (UX.md §5): a labelled modal dialog of the chosen width. */
export const drawerPaper = (titleId: string, size: DrawerSize) => ({
  role: 'dialog',
  'aria-modal': true,
  'aria-labelledby': titleId,
  sx: {
    width: DRAWER_WIDTHS[size],
    maxWidth: '100vw',
    borderLeft: 1,
    borderColor: 'divider',
    display: 'flex',
    flexDirection: 'column',
    [`@media (max-width: ${FULL_WIDTH_BELOW - 0.05}px)`]: { width: '100vw' },
  },
});

/**
 * The drawer's sticky header (UX.md §5): the title, the entity's History, the size menu, a more
 * menu and Close.
 */
export function DrawerHeader(props: {
  titleId: string;
  headingRef?: Ref<HTMLHeadingElement>;
  title: ReactNode;
  /** Long titles wrap instead of being cut (a name the user must read whole). */
  wrapTitle?: boolean;
  size: DrawerSize;
  onSizeChange(size: DrawerSize): void;
  moreMenu?: ReactNode;
  /** The entity shown, whose History (its audit entries) administrators may open. */
  history?: EntityHistoryProps;
  onClose(): void;
}) {
  const actions = useStore(drawerHeaderActions, (registered) => registered);
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        gap: 1,
        pl: { xs: 2, sm: 3 },
        pr: { xs: 1, sm: 2 },
        py: 1,
        minHeight: 56,
        borderBottom: 1,
        borderColor: 'divider',
        flex: 'none',
      }}
    >
      <Typography
        id={props.titleId}
        ref={props.headingRef}
        tabIndex={-1}
        variant="h6"
        component="h2"
        noWrap={!props.wrapTitle}
        sx={{
          flex: 1,
          minWidth: 0,
          outline: 'none',
          ...(props.wrapTitle ? { overflowWrap: 'anywhere' } : {}),
        }}
      >
        {props.title}
      </Typography>
      {actions.map((Action, index) => (
        <Action key={index} />
      ))}
      {props.history && <HistoryButton {...props.history} />}
      <SizeMenu size={props.size} onChange={props.onSizeChange} />
      {props.moreMenu}
      <Tooltip title="Close" describeChild>
        <IconButton aria-label="Close" onClick={props.onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
