import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { ListFilters } from '@/components/data-table/list-filter.tsx';
import { afterSave, useListState } from '@/components/data-table/use-list-state.ts';
import { lazySection } from '@/components/lazy-section.tsx';
import { useEditorOpening } from '@/components/editor-drawer/use-editor-opening.ts';
import { PageHeader } from '@/components/page-header.tsx';
import type { UserSortCol } from '@/features/users/api/get-users.ts';
import { UserEditor } from '@/features/users/components/user-editor.tsx';
import { UsersTable, type UserListRow } from '@/features/users/components/users-table.tsx';
import type { RatesSlotProps } from '@/components/editor-drawer/directory-editor-types.ts';

/** A user's rates (issue 31 §1), loaded with the editor of a saved user. */
const Rates = lazySection<RatesSlotProps>(
  () => import('@/features/rates/components/rates-section.tsx'),
);

/** Users (A§2.2): search, the Active/Archived filter, the list and the user editor. */
export default function UsersPage() {
  const list = useListState<UserSortCol>();
  const editor = useEditorOpening<UserListRow>();
  return (
    <>
      <PageHeader
        title="Users"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => editor.openWith()}>
            New User
          </Button>
        }
      />
      <ListFilters list={list} searchPlaceholder="Name, username or e-mail" />
      <UsersTable list={list} onOpen={editor.openWith} onCreate={() => editor.openWith()} />
      {editor.opened && (
        <UserEditor
          key={editor.key}
          open={editor.open}
          userId={editor.item?.userId}
          rates={Rates}
          onClose={editor.close}
          onSaved={afterSave(list)}
        />
      )}
    </>
  );
}
