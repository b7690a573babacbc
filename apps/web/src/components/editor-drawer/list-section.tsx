import { Fragment, useState, type ReactNode } from 'react';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { EditorSection } from './editor-section.tsx';

/** The section's words: the spec's, or the feature's own where the spec has none. */
export interface ListSectionText {
  title: string;
  add: string;
  empty: string;
  loadError: string;
  removeTitle: string;
  removeConfirm: string;
  removed: string;
  removeError: string;
}

/** How one row shows: its lines, an optional adornment, and its remove button's words. */
export interface ListSectionItem {
  primary: ReactNode;
  secondary?: ReactNode;
  /** Shown after the text (a status chip). */
  extra?: ReactNode;
  /** The remove button's accessible name: what it removes. */
  removeLabel: string;
  /** The confirmation's sentence. */
  removeMessage: string;
}

/**
 * A small admin list inside an editor (a project's rates, a contact's alternates...): a section
 * with its add button and hint, then a load error, the empty text or the rows, each with a
 * remove button that asks first and toasts. A feature declares what differs:
 *
 *   <ListSection
 *     text={RATES_TEXT}                 // title, add, empty, loadError, removeTitle, removeConfirm, removed, removeError
 *     hint={RATES_TEXT.userHint}
 *     query={rates}                     // the list's query: isError / isSuccess
 *     rows={rates.data?.rates ?? []}
 *     disabled={deleted}                // a deleted owner: no add, no remove
 *     item={(rate) => ({ primary, secondary, removeLabel, removeMessage })}
 *     remove={(rate) => remove.mutateAsync(rate.id)}
 *     dialog={(open, onClose) => <RateDialog open={open} onClose={onClose} … />}
 *   />
 *
 * The add dialog is mounted afresh for each opening (its fields start empty) and kept while
 * it closes.
 */
export function ListSection<T extends { id: string }>({
  text,
  hint,
  query,
  rows,
  disabled,
  item,
  remove,
  dialog,
}: {
  text: ListSectionText;
  hint?: ReactNode;
  query: { isError: boolean; isSuccess: boolean };
  rows: readonly T[];
  disabled?: boolean;
  item(row: T): ListSectionItem;
  remove(row: T): Promise<unknown>;
  dialog(open: boolean, onClose: () => void): ReactNode;
}) {
  const toast = useActionToast();
  const [adding, setAdding] = useState({ open: false, key: 0 });
  const [removing, setRemoving] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await remove(removing);
      toast(text.removed, { variant: 'success' });
    } catch {
      toast(text.removeError, { variant: 'error' });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <EditorSection
      title={text.title}
      actionLabel={text.add}
      onAction={() => setAdding((state) => ({ open: true, key: state.key + 1 }))}
      actionDisabled={disabled}
      hint={hint}
    >
      {query.isError && <Alert severity="error">{text.loadError}</Alert>}
      {query.isSuccess && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {text.empty}
        </Typography>
      )}
      {rows.length > 0 && (
        <List dense disablePadding aria-label={text.title}>
          {rows.map((row) => {
            const shown = item(row);
            return (
              <ListItem
                key={row.id}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={shown.removeLabel}
                    disabled={disabled}
                    onClick={() => setRemoving(row)}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={shown.primary} secondary={shown.secondary} />
                {shown.extra}
              </ListItem>
            );
          })}
        </List>
      )}
      {adding.key > 0 && (
        <Fragment key={adding.key}>
          {dialog(adding.open, () => setAdding((state) => ({ ...state, open: false })))}
        </Fragment>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={text.removeTitle}
        message={removing ? item(removing).removeMessage : ''}
        confirmLabel={text.removeConfirm}
        loading={busy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </EditorSection>
  );
}
