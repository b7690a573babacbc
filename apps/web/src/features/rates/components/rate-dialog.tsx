import { useMemo, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isCurrencyCode, parseMajor, type CreateRate } from '@tallysheet/contract/rates/rates';
import { DayField } from '@/components/date-range-fields.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import type { RatesSlotProps } from '@/components/editor-drawer/directory-editor-types.ts';
import { UserSelect } from '@/entities/users/user-select.tsx';
import { localToday } from '@/lib/dates.ts';
import { serverFieldError, type FieldErrors } from '@/lib/field-errors.ts';
import { useCreateRate, useRates, type RatesOwner } from '../api/rates.ts';
import { RATES_TEXT } from '../messages.ts';

type Field = 'userId' | 'projectId' | 'billRate' | 'payRate' | 'currency' | 'effectiveFrom';
const FIELDS: Field[] = ['userId', 'projectId', 'billRate', 'payRate', 'currency', 'effectiveFrom'];

/** The currencies offered: every ISO 4217 code the browser knows. */
const currencies = () => {
  const list = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.(
    'currency',
  );
  return list?.length ? list : ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'JPY'];
};

/**
 * Adds a rate from a day on: for a project (an associate's or the project's default) or for an
 * associate (on an assigned project or by default). Amounts are typed in major units and sent
 * in minor units; a client's currency, once fixed by its first rate, is the only choice.
 */
export function RateDialog({
  open,
  owner,
  projects,
  clientCurrency,
  onClose,
}: {
  open: boolean;
  owner: RatesOwner;
  projects: RatesSlotProps['projects'];
  /** The edited project's client's currency (project editor), null before its first rate. */
  clientCurrency: string | null;
  onClose(): void;
}) {
  const toast = useActionToast();
  const create = useCreateRate();
  const byProject = 'projectId' in owner;
  const [values, setValues] = useState({
    userId: '',
    projectId: '',
    billRate: '',
    payRate: '',
    currency: clientCurrency ?? 'USD',
    effectiveFrom: localToday(),
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));
  // On the user editor, the chosen project's client may have fixed its currency already.
  const chosen = useRates(!byProject && values.projectId ? { projectId: values.projectId } : null);
  const fixed = byProject ? clientCurrency : values.projectId ? chosen.data?.clientCurrency : null;
  const currency = fixed ?? values.currency;
  const codes = useMemo(currencies, []);

  const save = async () => {
    const found: FieldErrors<Field> = {};
    const amount = (field: 'billRate' | 'payRate') => {
      const text = values[field].trim();
      if (!text) return undefined;
      const parsed = parseMajor(text, currency);
      if (parsed === null) found[field] = RATES_TEXT.amountInvalid;
      return parsed ?? undefined;
    };
    const billRate = amount('billRate');
    const payRate = amount('payRate');
    if (!values.billRate.trim() && !values.payRate.trim())
      found.billRate = RATES_TEXT.amountInvalid;
    if (!isCurrencyCode(currency)) found.currency = RATES_TEXT.currencyInvalid;
    if (!values.effectiveFrom) found.effectiveFrom = RATES_TEXT.dayRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: CreateRate = {
      ...(byProject
        ? { projectId: owner.projectId, userId: values.userId || undefined }
        : { userId: owner.userId, projectId: values.projectId || undefined }),
      billRate,
      payRate,
      currency,
      effectiveFrom: values.effectiveFrom,
    };
    try {
      await create.mutateAsync(body);
      toast(RATES_TEXT.added, { variant: 'success' });
      onClose();
    } catch (error) {
      const named = serverFieldError(error, FIELDS);
      if (named) setErrors(named);
      else toast(RATES_TEXT.addError, { variant: 'error' });
    }
  };

  const amountField = (field: 'billRate' | 'payRate', label: string) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? `${currency} ${RATES_TEXT.perHour}`}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );

  return (
    <FormDialog
      open={open}
      title={RATES_TEXT.dialogTitle}
      pending={create.isPending}
      onClose={onClose}
      onSubmit={() => void save()}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {byProject ? (
          <UserSelect
            label={RATES_TEXT.associate}
            value={values.userId}
            onChange={(userId) => set('userId', userId)}
          />
        ) : (
          <TextField
            select
            label={RATES_TEXT.project}
            value={values.projectId}
            onChange={(event) => set('projectId', event.target.value)}
            error={Boolean(errors.projectId)}
            helperText={errors.projectId}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{RATES_TEXT.allProjects}</MenuItem>
            {(projects ?? []).map((project) => (
              <MenuItem key={project.id} value={project.id}>
                {project.clientName ? `${project.name} (${project.clientName})` : project.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {byProject && errors.userId && (
          <Stack sx={{ color: 'error.main', typography: 'caption' }}>{errors.userId}</Stack>
        )}
        {amountField('billRate', RATES_TEXT.billRate)}
        {amountField('payRate', RATES_TEXT.payRate)}
        <TextField
          select
          label={RATES_TEXT.currency}
          value={currency}
          disabled={Boolean(fixed)}
          onChange={(event) => set('currency', event.target.value)}
          error={Boolean(errors.currency)}
          helperText={errors.currency ?? (fixed ? RATES_TEXT.currencyFixed(fixed) : undefined)}
          slotProps={{ select: { native: true } }}
        >
          {codes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </TextField>
        <DayField
          label={RATES_TEXT.effectiveFrom}
          required
          value={values.effectiveFrom}
          onChange={(day) => set('effectiveFrom', day)}
          error={Boolean(errors.effectiveFrom)}
          helperText={errors.effectiveFrom}
        />
      </Stack>
    </FormDialog>
  );
}
