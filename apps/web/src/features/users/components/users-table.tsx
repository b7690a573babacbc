import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { SYSTEM_ROLE_LABELS } from '@tallysheet/contract/roles/roles';
import type { UserRow } from '@tallysheet/contract/users/users';
import { OverflowText } from '@/components/data-table/cells.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import type { DataTableColumn } from '@/components/data-table/types.ts';
import type { ListState } from '@/components/data-table/use-list-state.ts';
import { useUsers, type UserSortCol } from '@/features/users/api/get-users.ts';
import { USER_TEXT } from '@/features/users/messages.ts';
import { useUserLifecycle } from './use-user-lifecycle.tsx';

/** The users list (A§2.2): name, username, e-mail, role, supplier and last update. */
export function UsersTable({
  list,
  onOpen,
  onCreate,
}: {
  list: ListState<UserSortCol>;
  onOpen(user: UserRow): void;
  onCreate(): void;
}) {
  const query = useUsers(list.query);
  const lifecycle = useUserLifecycle();
  const theme = useTheme();
  // Created fits beside the rest only on the widest screens.
  const wide = useMediaQuery(theme.breakpoints.up('xxl'));

  const columns: DataTableColumn<UserRow>[] = [
    {
      id: 'userId',
      label: 'Username',
      sortCol: 'userId',
      identifies: true,
      value: (row) => row.userId,
    },
    { id: 'email', label: 'Email', sortCol: 'email', width: '22%', value: (row) => row.email },
    {
      id: 'role',
      label: 'Role',
      sortCol: 'role',
      width: 184,
      identifies: true,
      value: (row) => SYSTEM_ROLE_LABELS[row.systemRole],
    },
    {
      id: 'supplier',
      label: 'Supplier',
      render: (row) => <OverflowText text={row.supplierName} />,
    },
    {
      id: 'createdAt',
      label: 'Created',
      sortCol: 'createdAt',
      kind: 'date',
      value: (row) => row.createdAt,
    },
    {
      id: 'updatedAt',
      label: 'Updated',
      sortCol: 'updatedAt',
      kind: 'date',
      value: (row) => row.updatedAt,
    },
  ];

  return (
    <>
      <DataTable
        label="Users"
        name={{
          sortCol: 'name',
          width: '18%',
          value: (row) => row.displayName,
          rowLabel: (row) => row.displayName || row.userId,
        }}
        columns={wide ? columns : columns.filter((column) => column.id !== 'createdAt')}
        rows={query.data?.users}
        count={query.data?.count}
        getRowId={(row) => row.userId}
        list={list}
        query={query}
        onOpen={onOpen}
        onEdit={onOpen}
        onDelete={lifecycle.askDelete}
        deleteLockedReason={(row) => lifecycle.blockOf(row) ?? undefined}
        emptyText={USER_TEXT.empty}
        errorText={USER_TEXT.listError}
        createLabel="New User"
        onCreate={onCreate}
        minWidth={1080}
      />
      {lifecycle.dialogs}
    </>
  );
}
