import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Holiday } from '@tallysheet/contract/pay-rules/pay-rules';
import { formatDay } from '@tallysheet/contract/timesheets/week';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ReloadAlert } from '@/components/load-states.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { useHolidays, useRemoveHoliday } from '../api/pay-rules.ts';
import { PAY_RULES_TEXT as TEXT } from '../messages.ts';
import { HolidayDialog } from './holiday-dialog.tsx';

/** A yearly holiday shows its month and day; a one-off its whole date. */
const dayOf = (holiday: Holiday) =>
  holiday.repeatsYearly ? formatDay(holiday.date).slice(0, 6) : formatDay(holiday.date);

/** The holiday calendar (issue 31 §2): earliest first, an add dialog, remove with a confirm. */
export function HolidaysSection() {
  const toast = useActionToast();
  const query = useHolidays();
  const remove = useRemoveHoliday();
  const [dialog, setDialog] = useState({ open: false, key: 0 });
  const [removing, setRemoving] = useState<Holiday | null>(null);
  const holidays = query.data?.holidays ?? [];

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast(TEXT.holidayRemoved, { variant: 'success' });
    } catch {
      toast(TEXT.removeError, { variant: 'error' });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Stack component="section" spacing={1.5} aria-labelledby="holidays-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="holidays-title" component="h2" variant="h6">
          {TEXT.holidaysTitle}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<AddIcon />}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          onClick={() => setDialog((state) => ({ open: true, key: state.key + 1 }))}
        >
          {TEXT.addHoliday}
        </Button>
      </Stack>
      {query.isError && (
        <ReloadAlert onReload={() => void query.refetch()}>{TEXT.holidaysLoadError}</ReloadAlert>
      )}
      {query.isSuccess && holidays.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {TEXT.holidaysEmpty}
        </Typography>
      )}
      {holidays.length > 0 && (
        <List dense disablePadding aria-label={TEXT.holidaysTitle}>
          {holidays.map((holiday) => {
            const day = dayOf(holiday);
            return (
              <ListItem
                key={holiday.id}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={TEXT.removeLabel(holiday.name, day)}
                    onClick={() => setRemoving(holiday)}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={holiday.name}
                  secondary={`${day} — ${holiday.repeatsYearly ? TEXT.yearly : TEXT.once}`}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {dialog.key > 0 && (
        <HolidayDialog
          key={dialog.key}
          open={dialog.open}
          onClose={() => setDialog((state) => ({ ...state, open: false }))}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={TEXT.removeTitle}
        message={removing ? TEXT.removeMessage(removing.name, dayOf(removing)) : ''}
        confirmLabel={TEXT.removeConfirm}
        loading={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
