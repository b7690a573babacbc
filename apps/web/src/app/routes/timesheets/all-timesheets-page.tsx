import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { TimesheetFiltersBar } from '@/features/timesheets-admin/components/timesheet-filters.tsx';
import { TimesheetViewer } from '@/features/timesheets-admin/components/timesheet-viewer.tsx';
import { TimesheetHistory } from '@/features/timesheet-review/components/timesheet-history.tsx';
import { TimesheetsTable } from '@/features/timesheets-admin/components/timesheets-table.tsx';
import { useTimesheetList } from '@/features/timesheets-admin/hooks/use-timesheet-list.ts';
import { ADMIN_TIMESHEET_TEXT } from '@/features/timesheets-admin/messages.ts';

/**
 * All Timesheets (A§2.2): the tenant's timesheets, filtered, sorted and paged in the URL; a row
 * (or a link with ?timesheetId=) opens the viewer drawer.
 */
export default function AllTimesheetsPage() {
  const state = useTimesheetList();
  const navigate = useNavigate();
  // The name of the row opened, so the drawer's title needs no wait.
  const [associate, setAssociate] = useState<{ id: string; name: string } | null>(null);
  const { timesheetId } = state;
  // The last timesheet shown stays mounted while the drawer slides away.
  const [shown, setShown] = useState(timesheetId);
  if (timesheetId && timesheetId !== shown) setShown(timesheetId);

  return (
    <>
      <PageHeader
        title={ADMIN_TIMESHEET_TEXT.listTitle}
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={paths.adminSubmit}
          >
            {ADMIN_TIMESHEET_TEXT.adminSubmitTitle}
          </Button>
        }
      />
      <TimesheetFiltersBar
        filters={state.filters}
        filtered={state.filtered}
        onChange={state.setFilters}
        onClear={state.clearFilters}
      />
      <TimesheetsTable
        list={state.list}
        query={state.query}
        filtered={state.filtered}
        onClearFilters={state.clearFilters}
        onOpen={(row) => {
          setAssociate({ id: row.timesheetId, name: row.userFullName });
          state.openTimesheet(row.timesheetId);
        }}
        onCreate={() => navigate(paths.adminSubmit)}
      />
      {shown && (
        <TimesheetViewer
          history={(timesheet) => <TimesheetHistory timesheet={timesheet} />}
          key={shown}
          timesheetId={shown}
          open={timesheetId === shown}
          associate={associate?.id === shown ? associate.name : undefined}
          onClose={state.closeTimesheet}
          onChanged={state.highlight}
        />
      )}
    </>
  );
}
