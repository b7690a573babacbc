import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
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

const ACTION_WIDTH = 75;
const NARROW_COLUMNS = ['role', 'delete'];

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
  // Phones get the columns that identify a user; the editor shows the rest.
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  // Created fits beside the rest only on the widest screens.
  const wide = useMediaQuery(theme.breakpoints.up('xxl'));

  const columns: DataTableColumn<UserRow>[] = [
    { id: 'userId', label: 'Username', sortCol: 'userId', value: (row) => row.userId },
    { id: 'email', label: 'Email', sortCol: 'email', width: '22%', value: (row) => row.email },
    {
      id: 'role',
      label: 'Role',
      sortCol: 'role',
      width: narrow ? 116 : 184,
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
    {
      id: 'edit',
      label: 'Edit',
      align: 'center',
      width: ACTION_WIDTH,
      render: (row) => (
        <Tooltip title="Edit" describeChild>
          <IconButton
            size="small"
            aria-label={`Edit ${row.displayName || row.userId}`}
            onClick={() => onOpen(row)}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
    {
      id: 'delete',
      label: 'Delete',
      align: 'center',
      width: ACTION_WIDTH,
      render: (row) => {
        const block = lifecycle.blockOf(row);
        const label = `Delete ${row.displayName || row.userId}`;
        return (
          <Tooltip title={block ?? 'Delete'} describeChild>
            <span>
              <IconButton
                size="small"
                aria-label={label}
                disabled={Boolean(block) || row.isDeleted}
                onClick={() => lifecycle.askDelete(row)}
              >
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        );
      },
    },
  ];

  const shown = narrow
    ? columns.filter((column) => NARROW_COLUMNS.includes(column.id))
    : columns.filter((column) => wide || column.id !== 'createdAt');

  return (
    <>
      <DataTable
        label="Users"
        name={{
          sortCol: 'name',
          width: narrow ? 'auto' : '18%',
          value: (row) => row.displayName,
          rowLabel: (row) => row.userId,
        }}
        columns={shown}
        rows={query.data?.users}
        count={query.data?.count}
        getRowId={(row) => row.userId}
        list={list}
        query={query}
        onOpen={onOpen}
        emptyText={USER_TEXT.empty}
        errorText={USER_TEXT.listError}
        createLabel="New User"
        onCreate={onCreate}
        minWidth={narrow ? 320 : 1080}
      />
      {lifecycle.dialogs}
    </>
  );
}
