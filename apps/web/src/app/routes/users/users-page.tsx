import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ArchivedFilterToggle } from '@/components/data-table/list-filter.tsx';
import { useListState } from '@/components/data-table/use-list-state.ts';
import { PageHeader } from '@/components/page-header.tsx';
import type { UserSortCol } from '@/features/users/api/get-users.ts';
import { UserEditor } from '@/features/users/components/user-editor.tsx';
import { UsersTable } from '@/features/users/components/users-table.tsx';
import { useDebounced } from '@/lib/use-debounced.ts';

/** How long the search waits for the typing to stop. */
const SEARCH_DELAY_MS = 300;

interface EditorState {
  open: boolean;
  /** A new key per opening: each editor starts afresh. */
  key: number;
  userId?: string;
}

/** Users (A§2.2): search, the Active/Archived filter, the list and the user editor. */
export default function UsersPage() {
  const list = useListState<UserSortCol>();
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), SEARCH_DELAY_MS);
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
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: -1, mb: 2 }}>
        <TextField
          type="search"
          label="Search"
          placeholder="Name, username or e-mail"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            list.setPage(0);
          }}
          sx={{ width: { xs: '100%', sm: 320 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <ArchivedFilterToggle value={list.filter} onChange={list.setFilter} />
      </Stack>
      <UsersTable
        list={list}
        search={debounced}
        onOpen={(user) => openEditor(user.userId)}
        onCreate={() => openEditor()}
      />
      {editor.key > 0 && (
        <UserEditor
          key={editor.key}
          open={editor.open}
          userId={editor.userId}
          onClose={() => setEditor((state) => ({ ...state, open: false }))}
          onSaved={(saved) =>
            saved.mode === 'create' ? list.afterCreate(saved.id) : list.afterUpdate(saved.id)
          }
        />
      )}
    </>
  );
}
