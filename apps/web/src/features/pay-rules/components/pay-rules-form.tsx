import type { Path, UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PayRulesSchema, type PayRules } from '@tallysheet/contract/pay-rules/pay-rules';
import { SettingsForm } from '@/components/settings-form.tsx';
import { useSettingsForm } from '@/components/use-settings-form.ts';
import { fieldProps } from '@/lib/form-fields.ts';
import { useSavePayRules } from '../api/pay-rules.ts';
import { PAY_RULES_TEXT as TEXT } from '../messages.ts';

type Form = UseFormReturn<PayRules>;

interface Rule {
  name: Path<PayRules>;
  label: string;
  help?: string;
  optional?: boolean;
}

/** A number field bound to the form: '' is null where the rule is optional, else not a number. */
function NumberField({ form, name, label, help, optional }: Rule & { form: Form }) {
  const blank = optional ? null : Number.NaN;
  return (
    <TextField
      {...fieldProps(form, name, help, {
        setValueAs: (value: unknown) =>
          value === '' || value === null || value === undefined ? blank : Number(value),
      })}
      label={label}
      type="number"
      required={!optional}
      sx={{ width: { xs: '100%', sm: 260 } }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: 1, step: 'any', inputMode: 'decimal' },
      }}
    />
  );
}

/** A bill multiplier: optional, as an empty one bills at the bill rate. */
const billRule = (name: Path<PayRules>, label: string): Rule => ({
  name,
  label,
  help: TEXT.billHelp,
  optional: true,
});

/** The rules two by two: the limits, the pay multipliers, then the bill multipliers. */
const ROWS: Rule[][] = [
  [
    { name: 'weeklyOvertimeAfterHours', label: TEXT.weekly },
    { name: 'dailyOvertimeAfterHours', label: TEXT.daily, help: TEXT.dailyHelp, optional: true },
  ],
  [
    { name: 'overtimeMultiplier', label: TEXT.overtimeMultiplier },
    { name: 'holidayMultiplier', label: TEXT.holidayMultiplier },
  ],
  [
    billRule('billOvertimeMultiplier', TEXT.billOvertimeMultiplier),
    billRule('billHolidayMultiplier', TEXT.billHolidayMultiplier),
  ],
];

/** Admin Settings → Overtime and Holidays: the weekly and daily limits and the multipliers. */
export function PayRulesForm({ current }: { current: PayRules }) {
  const save = useSavePayRules();
  const { form, onSubmit } = useSettingsForm({ schema: PayRulesSchema, current, save, text: TEXT });
  const row = { direction: { xs: 'column', sm: 'row' }, spacing: 2 } as const;
  return (
    <SettingsForm
      onSubmit={onSubmit}
      saving={form.formState.isSubmitting}
      saveLabel={TEXT.save}
      spacing={2.5}
      labelledBy="pay-rules-title"
    >
      <Box>
        <Typography id="pay-rules-title" component="h2" variant="h6">
          {TEXT.rulesTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {TEXT.rulesIntro}
        </Typography>
      </Box>
      {ROWS.map((fields) => (
        <Stack key={fields[0]?.name} {...row}>
          {fields.map((field) => (
            <NumberField key={field.name} form={form} {...field} />
          ))}
        </Stack>
      ))}
    </SettingsForm>
  );
}
