import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { SYSTEM_ROLE_LABELS } from '@tallysheet/contract/roles/roles';
import type { UserRow } from '@tallysheet/contract/users/users';
import { OverflowText } from '@/components/data-table/cells.tsx';
import { createdColumn, updatedColumn } from '@/components/data-table/columns.ts';
import {
  DirectoryTable,
  type DirectoryListProps,
  type DirectoryTableDeclaration,
} from '@/components/data-table/directory-table.tsx';
import {
  useUsers,
  type UserList,
  type UserListQuery,
  type UserSortCol,
} from '@/features/users/api/get-users.ts';
import { USER_TEXT } from '@/features/users/messages.ts';
import { useUserLifecycle } from './use-user-lifecycle.tsx';

/** A row of the users list, known to the directory's list by its username. */
export type UserListRow = UserRow & { id: string };

/**
 * Delete from the list (A§2.6, A§6): refused for the Billing Administrator and the current user,
 * asked with the seat it frees.
 */
function useUserRowDelete() {
  const lifecycle = useUserLifecycle();
  return {
    ask: lifecycle.askDelete,
    lockedReason: (row: UserListRow) => lifecycle.blockOf(row) ?? undefined,
    dialogs: lifecycle.dialogs,
  };
}

const USERS: DirectoryTableDeclaration<UserListRow, UserListQuery, UserList> = {
  label: 'Users',
  name: {
    sortCol: 'name',
    width: '18%',
    value: (row) => row.displayName,
    rowLabel: (row) => row.displayName || row.userId,
  },
  columns: [
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
    createdColumn(),
    updatedColumn(),
  ],
  text: { empty: USER_TEXT.empty, loadError: USER_TEXT.listError, newTitle: USER_TEXT.newTitle },
  minWidth: 1080,
  useList: useUsers,
  rows: (data) => data.users.map((user) => ({ ...user, id: user.userId })),
  useRowDelete: useUserRowDelete,
};

const NARROW_COLUMNS = USERS.columns.filter((column) => column.id !== 'createdAt');

/** The users list (A§2.2): name, username, e-mail, role, supplier and last update. */
export function UsersTable(props: DirectoryListProps<UserListRow, UserSortCol>) {
  const theme = useTheme();
  // Created fits beside the rest only on the widest screens.
  const wide = useMediaQuery(theme.breakpoints.up('xxl'));
  return (
    <DirectoryTable
      declaration={USERS}
      columns={wide ? USERS.columns : NARROW_COLUMNS}
      {...props}
    />
  );
}
