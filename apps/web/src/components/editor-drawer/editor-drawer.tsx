import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { UnsavedChangesGuard } from '../unsaved-changes-guard.tsx';
import type { EntityHistoryProps } from '../entity-history/history-target.ts';
import { DrawerHeader, drawerPaper } from './drawer-header.tsx';
import { useDrawerSize } from './drawer-size.ts';

const KEEP_WINDOW_OPEN = 'Keep Window Open';

/** Asked before unsaved input is thrown away, whichever way the editor is left. */
export const UNSAVED_EDITOR_TEXT = {
  title: 'Discard unsaved changes?',
  message: 'The changes you made in this window are not saved yet.',
  confirmLabel: 'Discard changes',
} as const;

/** The entity's lifecycle, for the archived (warning) or deleted (error) alert. */
export interface EditorStatus {
  /** How the spec names the entity: "supplier", "supplier contact". */
  kind: string;
  isArchived?: boolean;
  isDeleted?: boolean;
}

/** What an editor reports after a save, so its list can re-sort (D§4). */
export interface EditorSaved {
  mode: 'create' | 'update';
  id: string;
}

interface EditorDrawerProps {
  open: boolean;
  /** The spec title: "New Supplier", "Editing Supplier - {name}". */
  title: string;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  submitting?: boolean;
  submitDisabled?: boolean;
  submitLabel?: string;
  keepOpen: boolean;
  onKeepOpenChange(keepOpen: boolean): void;
  /** The header's more menu (archive, delete ...). */
  moreMenu?: ReactNode;
  /** The entity being edited: its History in the header (edit mode). */
  history?: EntityHistoryProps;
  status?: EditorStatus | null;
  /** Edit mode focuses the heading; create mode lets the first field take focus. */
  focusHeading?: boolean;
  /**
   * Unsaved input: a click outside does nothing, and Escape, the close button, Cancel, a link,
   * Back or closing the tab ask before the input is thrown away.
   */
  dirty?: boolean;
  children: ReactNode;
}

function StatusAlert({ status }: { status: EditorStatus | null | undefined }) {
  if (status?.isDeleted) return <Alert severity="error">{`This ${status.kind} is deleted`}</Alert>;
  if (status?.isArchived)
    return <Alert severity="warning">{`This ${status.kind} is archived`}</Alert>;
  return null;
}

/** The shared right-side editor (A§2.6, UX.md §5): sticky header and footer, three sizes. */
export function EditorDrawer(props: EditorDrawerProps) {
  const { open, title, onClose, focusHeading, dirty } = props;
  const [size, setSize] = useDrawerSize();
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty ? setAsking(true) : onClose());
  const titleId = useId();
  const headingRef = useCallback(
    (element: HTMLHeadingElement | null) => {
      if (element && focusHeading) element.focus({ preventScroll: true });
    },
    [focusHeading],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // A form in a nested dialog bubbles through the React tree: only answer our own.
    if (event.target !== event.currentTarget) return;
    props.onSubmit(event);
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      // Above the app bar, which sits over the sidebar drawer.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      onClose={(_event, reason) => {
        if (reason === 'backdropClick' && dirty) return;
        requestClose();
      }}
      slotProps={{ paper: drawerPaper(titleId, size) }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
      >
        <DrawerHeader
          titleId={titleId}
          headingRef={headingRef}
          title={title}
          size={size}
          onSizeChange={setSize}
          moreMenu={props.moreMenu}
          history={props.history}
          onClose={requestClose}
        />
        <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 3, py: 2 }}>
          <Stack spacing={2}>
            <StatusAlert status={props.status} />
            {props.children}
          </Stack>
        </Box>
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
            px: 3,
            py: 1.5,
            borderTop: 1,
            borderColor: 'divider',
            flex: 'none',
          }}
        >
          <FormControlLabel
            label={KEEP_WINDOW_OPEN}
            control={
              <Switch
                size="small"
                checked={props.keepOpen}
                onChange={(event) => props.onKeepOpenChange(event.target.checked)}
              />
            }
          />
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={requestClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              loading={props.submitting}
              disabled={props.submitDisabled}
            >
              {props.submitLabel ?? 'Submit'}
            </Button>
          </Stack>
        </Stack>
      </Box>
      <ConfirmDialog
        open={asking}
        {...UNSAVED_EDITOR_TEXT}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
      />
      <UnsavedChangesGuard dirty={open && !!dirty && !props.submitting} {...UNSAVED_EDITOR_TEXT} />
    </Drawer>
  );
}
