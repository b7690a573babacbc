import { lazy, Suspense, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { ListFilters } from '@/components/data-table/list-filter.tsx';
import { useListState } from '@/components/data-table/use-list-state.ts';
import { PageHeader } from '@/components/page-header.tsx';
import type { UserSortCol } from '@/features/users/api/get-users.ts';
import { UserEditor } from '@/features/users/components/user-editor.tsx';
import { UsersTable } from '@/features/users/components/users-table.tsx';
import type { RatesSlotProps } from '@/components/editor-drawer/directory-editor-types.ts';

const RatesSection = lazy(() => import('@/features/rates/components/rates-section.tsx'));

/** A user's rates (issue 31 §1), loaded with the editor of a saved user. */
function Rates(props: RatesSlotProps) {
  return (
    <Suspense fallback={null}>
      <RatesSection {...props} />
    </Suspense>
  );
}

interface EditorState {
  open: boolean;
  /** A new key per opening: each editor starts afresh. */
  key: number;
  userId?: string;
}

/** Users (A§2.2): search, the Active/Archived filter, the list and the user editor. */
export default function UsersPage() {
  const list = useListState<UserSortCol>();
  const [editor, setEditor] = useState<EditorState>({ open: false, key: 0 });
  const openEditor = (userId?: string) =>
    setEditor((state) => ({ open: true, key: state.key + 1, userId }));
  return (
    <>
      <PageHeader
        title="Users"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openEditor()}>
            New User
          </Button>
        }
      />
      <ListFilters list={list} searchPlaceholder="Name, username or e-mail" />
      <UsersTable
        list={list}
        onOpen={(user) => openEditor(user.userId)}
        onCreate={() => openEditor()}
      />
      {editor.key > 0 && (
        <UserEditor
          key={editor.key}
          open={editor.open}
          userId={editor.userId}
          rates={Rates}
          onClose={() => setEditor((state) => ({ ...state, open: false }))}
          onSaved={(saved) =>
            saved.mode === 'create' ? list.afterCreate(saved.id) : list.afterUpdate(saved.id)
          }
        />
      )}
    </>
  );
}
