import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Webhook } from '@tallysheet/contract/webhooks/webhooks';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { useRemoveWebhook, useRotateWebhookSecret } from '@/features/webhooks/api/webhooks.ts';
import { DeliveriesDialog } from '@/features/webhooks/components/deliveries-dialog.tsx';
import { SecretDialog } from '@/features/webhooks/components/secret-dialog.tsx';
import { WebhookEditor } from '@/features/webhooks/components/webhook-editor.tsx';
import { WebhooksTable } from '@/features/webhooks/components/webhooks-table.tsx';
import { WEBHOOK_TEXT, WEBHOOK_TOASTS } from '@/features/webhooks/messages.ts';

type Editing = { open: false } | { open: true; row: Webhook | null; key: number };

/**
 * Webhooks (Admin Settings, issue 30 §4): the endpoints, the add and edit drawer, the signing
 * secret shown once (on creation and rotation), Rotate Secret, Delete, and each endpoint's
 * delivery log with Redeliver.
 */
export default function WebhooksPage() {
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [secret, setSecret] = useState<{ secret: string; url: string; rotated: boolean } | null>(
    null,
  );
  const [deliveries, setDeliveries] = useState<Webhook | null>(null);
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const [rotating, setRotating] = useState<Webhook | null>(null);
  const remove = useRemoveWebhook();
  const rotate = useRotateWebhookSecret();
  const toast = useActionToast();
  const open = (row: Webhook | null) => setEditing({ open: true, row, key: Date.now() });

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast(WEBHOOK_TOASTS.removed, { variant: 'success' });
    } catch {
      toast(WEBHOOK_TOASTS.removeError, { variant: 'error' });
    } finally {
      setRemoving(null);
    }
  };
  const confirmRotate = async () => {
    if (!rotating) return;
    try {
      const rotated = await rotate.mutateAsync(rotating.id);
      setSecret({ secret: rotated.secret, url: rotating.url, rotated: true });
    } catch {
      toast(WEBHOOK_TOASTS.rotateError, { variant: 'error' });
    } finally {
      setRotating(null);
    }
  };

  return (
    <>
      <PageHeader
        title={WEBHOOK_TEXT.title}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => open(null)}>
            {WEBHOOK_TEXT.create}
          </Button>
        }
      />
      <Alert severity="info" sx={{ mb: 2 }}>
        {WEBHOOK_TEXT.intro}
      </Alert>
      <WebhooksTable
        onCreate={() => open(null)}
        onEdit={open}
        onDelete={setRemoving}
        onDeliveries={setDeliveries}
        onRotate={setRotating}
      />
      {editing.open && (
        <WebhookEditor
          key={editing.key}
          editing={editing.row}
          onClose={() => setEditing({ open: false })}
          onCreated={(created) => {
            toast(WEBHOOK_TOASTS.added, { variant: 'success' });
            setSecret({ secret: created.secret, url: created.url, rotated: false });
          }}
        />
      )}
      <SecretDialog shown={secret} onDone={() => setSecret(null)} />
      <DeliveriesDialog endpoint={deliveries} onClose={() => setDeliveries(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={WEBHOOK_TEXT.removeTitle}
        message={removing ? WEBHOOK_TEXT.removeMessage(removing.url) : ''}
        confirmLabel={WEBHOOK_TEXT.remove}
        loading={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={rotating !== null}
        title={WEBHOOK_TEXT.rotateTitle}
        message={WEBHOOK_TEXT.rotateMessage}
        confirmLabel={WEBHOOK_TEXT.rotate}
        tone="proceed"
        loading={rotate.isPending}
        onConfirm={() => void confirmRotate()}
        onCancel={() => setRotating(null)}
      />
    </>
  );
}
