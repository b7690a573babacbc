import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { apiKeyStatus, type ApiKey } from '@tallysheet/contract/api-keys/api-keys';
import { DataTable } from '@/components/data-table/data-table.tsx';
import type { DataTableColumn } from '@/components/data-table/types.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { useApiKeys } from '@/features/api-keys/api/get-api-keys.ts';
import { useRevokeApiKey } from '@/features/api-keys/api/revoke-api-key.ts';
import { API_KEY_TEXT, API_KEY_TOASTS } from '@/features/api-keys/messages.ts';

const STATUS_COLOR = { Active: 'success', Expired: 'warning', Revoked: 'default' } as const;

/** The list takes no paging or sort: a company has a handful of keys, newest first. */
const WHOLE_LIST = {
  page: 0,
  pageSize: 100,
  sortCol: 'createdAt',
  sortDir: 'desc' as const,
  setPage: () => undefined,
  setPageSize: () => undefined,
  sortBy: () => undefined,
};

/**
 * Manage API Keys' list: name, prefix, scopes, who made it, created, expires, last used and
 * status, with Revoke.
 */
export function ApiKeysTable({ onCreate }: { onCreate(): void }) {
  const query = useApiKeys();
  const revoke = useRevokeApiKey();
  const toast = useActionToast();
  const [asked, setAsked] = useState<ApiKey | null>(null);
  const now = new Date();

  const columns: DataTableColumn<ApiKey>[] = [
    {
      id: 'prefix',
      label: 'Prefix',
      width: 150,
      identifies: true,
      value: (row) => `${row.prefix}…`,
    },
    {
      id: 'scopes',
      label: 'Scopes',
      identifies: true,
      // Every scope shows, wrapped at its comma: what a key may do is what the row is read for.
      render: (row) => (
        <Box component="span" sx={{ whiteSpace: 'normal' }}>
          {row.scopes.join(', ') || API_KEY_TEXT.noScopes}
        </Box>
      ),
    },
    {
      id: 'createdBy',
      label: 'Created By',
      width: 140,
      identifies: true,
      value: (row) => row.createdBy.name,
    },
    { id: 'createdAt', label: 'Created', kind: 'date', width: 120, value: (row) => row.createdAt },
    {
      id: 'expiresAt',
      label: 'Expires',
      kind: 'date',
      width: 120,
      identifies: true,
      value: (row) => row.expiresAt,
    },
    {
      id: 'lastUsedAt',
      label: 'Last Used',
      kind: 'date',
      width: 120,
      value: (row) => row.lastUsedAt,
    },
    {
      id: 'status',
      label: 'Status',
      width: 110,
      identifies: true,
      render: (row) => {
        const status = apiKeyStatus(row, now);
        return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={status} />;
      },
    },
  ];

  const confirm = async () => {
    if (!asked) return;
    try {
      await revoke.mutateAsync(asked.id);
      toast(API_KEY_TOASTS.revoked, { variant: 'success' });
    } catch {
      toast(API_KEY_TOASTS.revokeError, { variant: 'error' });
    } finally {
      // The revoked row stays, its Revoke locked but focusable: focus goes back to it.
      setAsked(null);
    }
  };

  return (
    <>
      <DataTable
        label="API keys"
        name={{ value: (row) => row.name, width: '16%' }}
        columns={columns}
        rows={query.data?.apiKeys}
        count={query.data?.apiKeys.length}
        getRowId={(row) => row.id}
        list={WHOLE_LIST}
        query={query}
        paged={false}
        onDelete={setAsked}
        deleteTitle={API_KEY_TEXT.revoke}
        deleteLockedReason={(row) => (row.revokedAt ? API_KEY_TEXT.alreadyRevoked : undefined)}
        emptyText={API_KEY_TEXT.empty}
        errorText={API_KEY_TEXT.listError}
        createLabel={API_KEY_TEXT.create}
        onCreate={onCreate}
        minWidth={1100}
      />
      <ConfirmDialog
        open={asked !== null}
        title={API_KEY_TEXT.revokeTitle}
        message={asked ? API_KEY_TEXT.revokeMessage(asked.name) : ''}
        confirmLabel={API_KEY_TEXT.revoke}
        loading={revoke.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
