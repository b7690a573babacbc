import { useState } from 'react';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatMoney, type Rate } from '@tallysheet/contract/rates/rates';
import { formatDay } from '@tallysheet/contract/timesheets/week';
import type { RatesSlotProps } from '@/components/editor-drawer/directory-editor-types.ts';
import { EditorSection } from '@/components/editor-drawer/editor-section.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { useDeleteRate, useRates } from '../api/rates.ts';
import { RATES_TEXT } from '../messages.ts';
import { RateDialog } from './rate-dialog.tsx';

/** Who or what a rate is for, as the owner's editor names it. */
function subjectOf(rate: Rate, byProject: boolean) {
  if (byProject) return rate.userFullName ?? RATES_TEXT.allAssociates;
  if (!rate.projectName) return RATES_TEXT.allProjects;
  return rate.clientName ? `${rate.projectName} (${rate.clientName})` : rate.projectName;
}

/** "Bill $120.00 · Pay $80.00", money in the rate's (the client's) currency. */
function amountsOf(rate: Rate) {
  return [
    rate.billRate !== null && `${RATES_TEXT.bill} ${formatMoney(rate.billRate, rate.currency)}`,
    rate.payRate !== null && `${RATES_TEXT.pay} ${formatMoney(rate.payRate, rate.currency)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The Rates section of the project editor and of the user editor (issue 31 §1), for
 * Administrators: a project's rates (its default and its associates') or an associate's
 * (per assigned project and by default), newest first, each from its day on. A new rate from a
 * day keeps the earlier ones as the history.
 */
export default function RatesSection({ owner, deleted, projects }: RatesSlotProps) {
  const toast = useActionToast();
  const rates = useRates(owner);
  const remove = useDeleteRate();
  const [dialog, setDialog] = useState({ open: false, key: 0 });
  const [removing, setRemoving] = useState<Rate | null>(null);
  const byProject = 'projectId' in owner;
  const rows = rates.data?.rates ?? [];
  const removingSubject = removing ? subjectOf(removing, byProject) : '';

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast(RATES_TEXT.removed, { variant: 'success' });
    } catch {
      toast(RATES_TEXT.removeError, { variant: 'error' });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <EditorSection
      title={RATES_TEXT.title}
      actionLabel={RATES_TEXT.add}
      onAction={() => setDialog((state) => ({ open: true, key: state.key + 1 }))}
      actionDisabled={deleted}
      hint={byProject ? RATES_TEXT.projectHint : RATES_TEXT.userHint}
    >
      {rates.isError && <Alert severity="error">{RATES_TEXT.loadError}</Alert>}
      {rates.isSuccess && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {RATES_TEXT.empty}
        </Typography>
      )}
      {rows.length > 0 && (
        <List dense disablePadding aria-label={RATES_TEXT.title}>
          {rows.map((rate) => {
            const subject = subjectOf(rate, byProject);
            const day = formatDay(rate.effectiveFrom);
            return (
              <ListItem
                key={rate.id}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={RATES_TEXT.removeLabel(subject, day)}
                    disabled={deleted}
                    onClick={() => setRemoving(rate)}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={subject}
                  secondary={`${amountsOf(rate)} — ${RATES_TEXT.from(day)}`}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {dialog.key > 0 && (
        <RateDialog
          key={dialog.key}
          open={dialog.open}
          owner={owner}
          projects={projects}
          clientCurrency={rates.data?.clientCurrency ?? null}
          onClose={() => setDialog((state) => ({ ...state, open: false }))}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={RATES_TEXT.removeTitle}
        message={RATES_TEXT.removeMessage(
          removingSubject,
          removing ? formatDay(removing.effectiveFrom) : '',
        )}
        confirmLabel={RATES_TEXT.removeConfirm}
        loading={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </EditorSection>
  );
}
