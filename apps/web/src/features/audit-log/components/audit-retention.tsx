import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AUDIT_RETENTION_YEARS,
  AuditRetentionInputSchema,
} from '@tallysheet/contract/audit/retention';
import { useActionToast } from '@/components/use-action-toast.ts';
import { ApiError } from '@/lib/api-client.ts';
import { formatDate } from '@/lib/dates.ts';
import { useAuditRetention, useSaveAuditRetention } from '../api/retention.ts';
import { RETENTION_TEXT as TEXT } from '../retention-messages.ts';

type Choice = 'forever' | 'limited';

/** The server's message for `years`, when it named that field. */
const serverYearsError = (error: unknown) =>
  error instanceof ApiError ? error.fieldError('years') : undefined;

/**
 * The Audit Log's retention (issue 30 §2): entries kept forever by default, or those older
 * than 1 to 50 years deleted by the daily job; the last deletion's checkpoint below.
 */
export function AuditRetention() {
  const titleId = useId();
  const retention = useAuditRetention();
  const save = useSaveAuditRetention();
  const toast = useActionToast();
  const [choice, setChoice] = useState<Choice>('forever');
  const [years, setYears] = useState('');
  const [error, setError] = useState<string>();
  const current = retention.data;

  useEffect(() => {
    if (!current) return;
    setChoice(current.years === null ? 'forever' : 'limited');
    setYears(current.years === null ? '' : String(current.years));
  }, [current]);

  const onSave = async () => {
    const value = choice === 'forever' ? null : years.trim() === '' ? NaN : Number(years);
    const parsed = AuditRetentionInputSchema.safeParse({ years: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await save.mutateAsync(parsed.data);
      toast(TEXT.saved, { variant: 'success' });
    } catch (failure) {
      setError(serverYearsError(failure));
      toast(TEXT.saveError, { variant: 'error' });
    }
  };

  const checkpoint = current?.checkpoint;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2, mt: 3, maxWidth: 720 }}
    >
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {TEXT.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {TEXT.help}
      </Typography>
      {retention.isError && <Alert severity="error">{TEXT.loadError}</Alert>}
      <FormControl disabled={!current}>
        <FormLabel id={`${titleId}-choice`}>{TEXT.choiceLabel}</FormLabel>
        <RadioGroup
          aria-labelledby={`${titleId}-choice`}
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value as Choice);
            setError(undefined);
          }}
        >
          <FormControlLabel value="forever" control={<Radio />} label={TEXT.forever} />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            useFlexGap
            sx={{ alignItems: { sm: 'center' } }}
          >
            <FormControlLabel value="limited" control={<Radio />} label={TEXT.limited} />
            <TextField
              label={TEXT.years}
              type="number"
              size="small"
              value={years}
              disabled={!current || choice !== 'limited'}
              onChange={(event) => {
                setYears(event.target.value);
                setError(undefined);
              }}
              error={Boolean(error)}
              helperText={error ?? TEXT.yearsHelp}
              sx={{ width: { xs: '100%', sm: 280 } }}
              slotProps={{
                htmlInput: {
                  min: AUDIT_RETENTION_YEARS.min,
                  max: AUDIT_RETENTION_YEARS.max,
                  step: 1,
                  inputMode: 'numeric',
                },
                // The hint stays readable while the field waits for "Delete entries older
                // than" (a disabled hint's grey fails the contrast check).
                formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
              }}
            />
          </Stack>
        </RadioGroup>
      </FormControl>
      {checkpoint && (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {TEXT.lastPrune(formatDate(checkpoint.at), checkpoint.pruned)}
        </Typography>
      )}
      <Stack direction="row" sx={{ mt: 2 }}>
        <Button
          variant="contained"
          onClick={() => void onSave()}
          loading={save.isPending}
          disabled={!current}
        >
          {TEXT.save}
        </Button>
      </Stack>
    </Paper>
  );
}
