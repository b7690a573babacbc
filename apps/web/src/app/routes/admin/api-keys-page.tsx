import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { PageHeader } from '@/components/page-header.tsx';
import { ApiKeysTable } from '@/features/api-keys/components/api-keys-table.tsx';
import { CreateApiKeyDialog } from '@/features/api-keys/components/create-api-key-dialog.tsx';
import { API_KEY_TEXT } from '@/features/api-keys/messages.ts';

/** Manage API Keys (A§2.2, Administrator, feature flag GenerateApiKeys): list, create, revoke. */
export default function ApiKeysPage() {
  // A new key per opening: each dialog starts afresh, and the key shown once is gone after.
  const [dialog, setDialog] = useState({ open: false, key: 0 });
  const openDialog = () => setDialog((state) => ({ open: true, key: state.key + 1 }));
  return (
    <>
      <PageHeader
        title="Manage API Keys"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={openDialog}>
            {API_KEY_TEXT.create}
          </Button>
        }
      />
      <ApiKeysTable onCreate={openDialog} />
      {dialog.key > 0 && (
        <CreateApiKeyDialog
          key={dialog.key}
          open={dialog.open}
          onClose={() => setDialog((state) => ({ ...state, open: false }))}
        />
      )}
    </>
  );
}
