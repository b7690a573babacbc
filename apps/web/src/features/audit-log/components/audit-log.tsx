import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { isReversedRange } from '@tallysheet/contract/common/date-range';
import type { AuditEntry } from '@tallysheet/contract/audit/audit';
import { DataTable } from '@/components/data-table/data-table.tsx';
import type { DataTableColumn } from '@/components/data-table/types.ts';
import { usePagedList } from '@/components/data-table/use-list-state.ts';
import { ExportBar } from '@/components/export-buttons.tsx';
import { AuditDiff } from '@/components/entity-history/audit-diff.tsx';
import { actorText } from '@/components/entity-history/audit-words.ts';
import { useFailureToast } from '@/components/use-action-toast.ts';
import { useDebounced } from '@/lib/use-debounced.ts';
import { formatDateTime } from '@/lib/dates.ts';
import {
  useAuditEntries,
  useExportAudit,
  useVerifyAudit,
  type AuditFilterQuery,
} from '../api/audit.ts';
import { actionLabel, AUDIT_TEXT, entityLabel } from '../messages.ts';
import { RETENTION_TEXT } from '../retention-messages.ts';
import { AuditRetention } from './audit-retention.tsx';
import {
  activeFilters,
  AuditFilters,
  NO_FILTERS,
  type AuditFilterState,
} from './audit-filters.tsx';

const COLUMNS: DataTableColumn<AuditEntry>[] = [
  {
    id: 'who',
    label: 'Who',
    width: '22%',
    identifies: true,
    value: (entry) => actorText(entry.actor),
  },
  {
    id: 'action',
    label: 'Action',
    width: 180,
    identifies: true,
    value: (e) => actionLabel(e.action),
  },
  {
    id: 'entity',
    label: 'Entity',
    value: (entry) => `${entityLabel(entry.entityType)} ${entry.entityId}`,
  },
  { id: 'ip', label: 'IP address', width: 130, value: (entry) => entry.ip ?? '' },
];

/** The filters as the API takes them: blanks left out. */
function queryOf(state: AuditFilterState, page: number, pageSize: number): AuditFilterQuery {
  return {
    actorType: state.actorType || undefined,
    entityType: state.entityType || undefined,
    entityId: state.entityId.trim() || undefined,
    action: state.action || undefined,
    from: state.from || undefined,
    to: state.to || undefined,
    page,
    pageSize,
  };
}

/** Verify chain, and what it found. */
function VerifyChain() {
  const verify = useVerifyAudit();
  const result = verify.data;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<VerifiedOutlined aria-hidden />}
        onClick={() => verify.mutate()}
        loading={verify.isPending}
        loadingPosition="start"
      >
        {verify.isPending ? AUDIT_TEXT.verifying : AUDIT_TEXT.verify}
      </Button>
      <div role="status">
        {result && (
          <Alert severity={result.valid ? 'success' : 'error'} sx={{ mt: 1.5 }}>
            {result.valid
              ? AUDIT_TEXT.intact(result.entries) +
                (result.checkpoint
                  ? RETENTION_TEXT.sinceCheckpoint(formatDateTime(result.checkpoint.at))
                  : '')
              : result.checkpoint?.signatureValid === false
                ? RETENTION_TEXT.badCheckpoint(result.checkpoint.id)
                : AUDIT_TEXT.broken(result.firstBrokenId)}
          </Alert>
        )}
        {verify.isError && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {AUDIT_TEXT.verifyFailed}
          </Alert>
        )}
      </div>
    </>
  );
}

/** The Audit Log: who changed what, newest first, with each change's fields; export; verify. */
export function AuditLog() {
  const [filters, setFilters] = useState<AuditFilterState>(NO_FILTERS);
  const list = usePagedList('at', 25);
  const { page, pageSize, setPage } = list;
  const settled = useDebounced(filters, 300);
  const badRange = isReversedRange(filters);
  const query = useMemo(() => queryOf(settled, page, pageSize), [settled, page, pageSize]);
  const entries = useAuditEntries(query, !isReversedRange(settled));
  const onExportError = useFailureToast(AUDIT_TEXT.exportFailed);
  const exporter = useExportAudit({ onError: onExportError, filterKey: JSON.stringify(settled) });
  const count = entries.data?.count;
  const filtered = activeFilters(filters) > 0;
  return (
    <>
      <AuditFilters
        state={filters}
        onChange={(change) => {
          setFilters((current) => ({ ...current, ...change }));
          setPage(0);
        }}
      />
      <ExportBar
        mb={1.5}
        summary={
          count === undefined || badRange ? '' : `${count} ${count === 1 ? 'entry' : 'entries'}`
        }
        state={exporter.state}
        disabled={badRange || count === 0}
        onExport={(format) => void exporter.start(queryOf(settled, 0, pageSize), format)}
        onCancel={exporter.cancel}
      />
      <DataTable
        label={AUDIT_TEXT.tableLabel}
        name={{ label: 'When', width: 200, value: (entry) => formatDateTime(entry.at) }}
        columns={COLUMNS}
        rows={badRange ? [] : entries.data?.entries}
        count={badRange ? 0 : count}
        getRowId={(entry) => entry.id}
        list={list}
        query={entries}
        filtered={filtered}
        onClearFilters={() => setFilters(NO_FILTERS)}
        emptyText={AUDIT_TEXT.empty}
        errorText={AUDIT_TEXT.error}
        detail={(entry) => <AuditDiff entry={entry} />}
        minWidth={880}
      />
      <div style={{ marginTop: 16 }}>
        <VerifyChain />
      </div>
      <AuditRetention />
    </>
  );
}
