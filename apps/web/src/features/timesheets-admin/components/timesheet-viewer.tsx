import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInboxOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { ConfirmDialog, useConfirmDelete } from '@/components/confirm-dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { weekLabel } from '@tallysheet/contract/timesheets/week';
import { useDrawerSize } from '@/components/editor-drawer/drawer-size.ts';
import { MoreMenu } from '@/components/editor-drawer/more-menu.tsx';
import { DrawerHeader, drawerPaper } from '@/components/editor-drawer/drawer-header.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { buildPath, paths } from '@/config/paths.ts';
import { useDeleteTimesheet } from '../api/delete-timesheet.ts';
import { useTimesheet } from '@/entities/timesheets/api/get-timesheet.ts';
import type { Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import {
  useUpdateResubmissionStatus,
  type ResubmissionStatus,
} from '../api/update-resubmission-status.ts';
import {
  AllowResubmissionDialog,
  approvedDaysOf,
} from '@/entities/timesheets/allow-resubmission-dialog.tsx';
import { ADMIN_TIMESHEET_TEXT } from '../messages.ts';
import { timesheetActions, type TimesheetAction } from '../timesheet-menu.ts';
import { ResendEmailsDialog } from './resend-emails-dialog.tsx';
import { TimesheetDetails, TimesheetDetailsSkeleton } from './timesheet-details.tsx';
import { TimesheetPdfDialog } from './timesheet-pdf-dialog.tsx';

const ICONS: Record<TimesheetAction, ReactNode> = {
  allowResubmission: <LockOpenIcon fontSize="small" />,
  revokeResubmission: <LockIcon fontSize="small" />,
  resendEmails: <ForwardToInboxIcon fontSize="small" />,
  review: <RateReviewIcon fontSize="small" />,
  exportPdf: <PictureAsPdfIcon fontSize="small" />,
  delete: <DeleteOutlinedIcon fontSize="small" />,
};

const LABELS: Record<TimesheetAction, string> = {
  allowResubmission: ADMIN_TIMESHEET_TEXT.allowResubmission,
  revokeResubmission: ADMIN_TIMESHEET_TEXT.revokeResubmission,
  resendEmails: ADMIN_TIMESHEET_TEXT.resendEmails,
  review: ADMIN_TIMESHEET_TEXT.review,
  exportPdf: ADMIN_TIMESHEET_TEXT.exportPdf,
  delete: ADMIN_TIMESHEET_TEXT.delete,
};

interface TimesheetViewerProps {
  timesheetId: string;
  open: boolean;
  onClose(): void;
  /** The associate's name when the opener knows it (a list row): the title needs no wait. */
  associate?: string;
  /** The timesheet changed (resubmission allowed): its list row may refresh. */
  onChanged?(timesheetId: string): void;
  /** The timesheet was deleted; the viewer closes itself too. */
  onDeleted?(timesheetId: string): void;
  /** The timesheet's history below its versions (issue 29), from the opener. */
  history?(timesheet: Timesheet): React.ReactNode;
}

/**
 * The timesheet viewer drawer (A§2.6), opened by timesheet id from anywhere: 'Viewing timesheet
 * for {associate}', the timecards day by day with their reviews and the earlier versions, and
 * the Timesheet menu of A§4 with its dialogs and the PDF window.
 */
export function TimesheetViewer({
  timesheetId,
  open,
  onClose,
  associate,
  onChanged,
  onDeleted,
  history,
}: TimesheetViewerProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [size, setSize] = useDrawerSize();
  const titleId = useId();
  const navigate = useNavigate();
  const enqueueSnackbar = useActionToast();
  const { closeSnackbar } = useSnackbar();
  const query = useTimesheet(timesheetId, open);
  const resubmission = useUpdateResubmissionStatus();
  const remove = useDeleteTimesheet();
  const [dialog, setDialog] = useState<'resend' | 'pdf' | 'allow' | null>(null);
  const timesheet = query.data;
  const name = timesheet?.userFullName ?? associate;
  const { refetch } = query;

  // A§8: the failure as a toast with Reload Timesheet; the drawer says it too.
  useEffect(() => {
    if (!query.isError) return;
    const key = enqueueSnackbar(ADMIN_TIMESHEET_TEXT.loadError, {
      variant: 'error',
      action: (id) => (
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            closeSnackbar(id);
            void refetch();
          }}
        >
          {ADMIN_TIMESHEET_TEXT.reloadTimesheet}
        </Button>
      ),
    });
    return () => closeSnackbar(key);
  }, [query.isError, query.errorUpdatedAt, enqueueSnackbar, closeSnackbar, refetch]);

  const deletion = useConfirmDelete<string>({
    kind: 'timesheet',
    remove: (id) => remove.mutateAsync(id),
    success: ADMIN_TIMESHEET_TEXT.deleted,
    failure: ADMIN_TIMESHEET_TEXT.deleteError,
    onDeleted: (id) => {
      onDeleted?.(id);
      onClose();
    },
  });

  // Allow (confirmed first) or revoke resubmission (A§4, issue 28 §1).
  const changeResubmission = async (
    newStatus: boolean,
    picks: Partial<ResubmissionStatus> = {},
  ) => {
    try {
      await resubmission.mutateAsync({ timesheetId, newStatus, ...picks });
      setDialog(null);
      enqueueSnackbar(ADMIN_TIMESHEET_TEXT.resubmissionUpdated, { variant: 'success' });
      onChanged?.(timesheetId);
    } catch (error) {
      setDialog(null);
      // A closed period (issue 30 §1) names itself; other failures keep the spec's toast.
      const closed = error instanceof ApiError && error.code === 'PERIOD_CLOSED';
      enqueueSnackbar(closed ? error.message : ADMIN_TIMESHEET_TEXT.resubmissionError, {
        variant: 'error',
      });
    }
  };

  const run: Record<TimesheetAction, () => void> = {
    allowResubmission: () => setDialog('allow'),
    revokeResubmission: () => void changeResubmission(false),
    resendEmails: () => setDialog('resend'),
    review: () => navigate(buildPath(paths.adminReview, {}, { timesheetId })),
    exportPdf: () => setDialog('pdf'),
    delete: () => deletion.ask(timesheetId),
  };
  const actions = timesheet
    ? timesheetActions(
        timesheet.timeCards.map((card) => card.status),
        timesheet.resubmissionAllowed,
      )
    : [];

  // Opened to read: the heading takes focus (UX.md §5, edit mode).
  const headingRef = useCallback((element: HTMLHeadingElement | null) => {
    element?.focus({ preventScroll: true });
  }, []);

  let body: ReactNode;
  if (query.isError)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {ADMIN_TIMESHEET_TEXT.reloadTimesheet}
          </Button>
        }
      >
        {ADMIN_TIMESHEET_TEXT.loadError}
      </Alert>
    );
  else if (timesheet === undefined) body = <TimesheetDetailsSkeleton />;
  else if (timesheet === null)
    body = <Alert severity="info">{ADMIN_TIMESHEET_TEXT.notFound}</Alert>;
  else
    body = <TimesheetDetails timesheet={timesheet} narrow={narrow} after={history?.(timesheet)} />;

  return (
    <>
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        sx={{ zIndex: (t) => t.zIndex.modal }}
        slotProps={{ paper: drawerPaper(titleId, size) }}
      >
        <DrawerHeader
          titleId={titleId}
          headingRef={headingRef}
          wrapTitle
          title={
            name ? (
              ADMIN_TIMESHEET_TEXT.viewerTitle(name)
            ) : (
              <>
                {ADMIN_TIMESHEET_TEXT.viewerTitle('')}
                <Skeleton
                  variant="text"
                  width={140}
                  sx={{ display: 'inline-block', verticalAlign: 'middle' }}
                />
              </>
            )
          }
          size={size}
          onSizeChange={setSize}
          history={{
            entityType: 'timesheet',
            entityId: timesheetId,
            name: timesheet
              ? `${timesheet.userFullName}, ${weekLabel(timesheet.periodStart)}`
              : name,
          }}
          moreMenu={
            <MoreMenu
              items={actions.map((action) => ({
                label: LABELS[action],
                icon: ICONS[action],
                destructive: action === 'delete',
                disabled:
                  (action === 'allowResubmission' || action === 'revokeResubmission') &&
                  resubmission.isPending,
                onClick: run[action],
              }))}
            />
          }
          onClose={onClose}
        />
        <Box sx={{ height: 2, flex: 'none' }}>
          {(query.isFetching && timesheet !== undefined) || resubmission.isPending ? (
            <LinearProgress aria-label="Updating timesheet" sx={{ height: 2 }} />
          ) : null}
        </Box>
        <Box
          // Focusable, so that the keyboard scrolls it when nothing inside takes focus.
          tabIndex={0}
          role="region"
          aria-label="Timesheet"
          sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 2, sm: 3 }, py: 2 }}
        >
          {body}
        </Box>
      </Drawer>
      {timesheet && (
        <ResendEmailsDialog
          timesheetId={timesheetId}
          open={dialog === 'resend'}
          onClose={() => setDialog(null)}
        />
      )}
      {timesheet && (
        <TimesheetPdfDialog
          timesheetId={timesheetId}
          associate={timesheet.userFullName}
          open={dialog === 'pdf'}
          onClose={() => setDialog(null)}
        />
      )}
      {timesheet && approvedDaysOf(timesheet).length > 0 && (
        <AllowResubmissionDialog
          open={dialog === 'allow'}
          timesheet={timesheet}
          title={ADMIN_TIMESHEET_TEXT.allowTitle}
          message={ADMIN_TIMESHEET_TEXT.allowMessage(
            timesheet.userFullName,
            weekLabel(timesheet.periodStart),
          )}
          submitLabel={ADMIN_TIMESHEET_TEXT.allowResubmission}
          pending={resubmission.isPending}
          onConfirm={(picks) => void changeResubmission(true, picks)}
          onClose={() => setDialog(null)}
        />
      )}
      {timesheet && approvedDaysOf(timesheet).length === 0 && (
        <ConfirmDialog
          open={dialog === 'allow'}
          title={ADMIN_TIMESHEET_TEXT.allowTitle}
          message={ADMIN_TIMESHEET_TEXT.allowMessage(
            timesheet.userFullName,
            weekLabel(timesheet.periodStart),
          )}
          confirmLabel={ADMIN_TIMESHEET_TEXT.allowResubmission}
          tone="proceed"
          loading={resubmission.isPending}
          onConfirm={() => void changeResubmission(true)}
          onCancel={() => setDialog(null)}
        />
      )}
      {deletion.dialog}
    </>
  );
}
