import { get, type Path, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PayRulesSchema, type PayRules } from '@tallysheet/contract/pay-rules/pay-rules';
import { useSettingsForm } from '@/components/use-settings-form.ts';
import { useSavePayRules } from '../api/pay-rules.ts';
import { PAY_RULES_TEXT as TEXT } from '../messages.ts';

type Form = UseFormReturn<PayRules>;

/** A number field bound to the form: '' is null where the rule is optional, else not a number. */
function NumberField({
  form,
  name,
  label,
  help,
  optional,
}: {
  form: Form;
  name: Path<PayRules>;
  label: string;
  help?: string;
  optional?: boolean;
}) {
  const { ref, ...rest } = form.register(name, {
    setValueAs: (value: unknown) =>
      value === '' || value === null || value === undefined
        ? optional
          ? null
          : Number.NaN
        : Number(value),
  });
  const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <TextField
      {...rest}
      inputRef={ref}
      label={label}
      type="number"
      required={!optional}
      error={Boolean(message)}
      helperText={message ?? help}
      sx={{ width: { xs: '100%', sm: 260 } }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: 1, step: 'any', inputMode: 'decimal' },
      }}
    />
  );
}

/** Admin Settings → Overtime and Holidays: the weekly and daily limits and the multipliers. */
export function PayRulesForm({ current }: { current: PayRules }) {
  const save = useSavePayRules();
  const { form, onSubmit } = useSettingsForm({ schema: PayRulesSchema, current, save, text: TEXT });
  const row = { direction: { xs: 'column', sm: 'row' }, spacing: 2 } as const;
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-labelledby="pay-rules-title"
      sx={{ maxWidth: 760 }}
    >
      <Box>
        <Typography id="pay-rules-title" component="h2" variant="h6">
          {TEXT.rulesTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {TEXT.rulesIntro}
        </Typography>
      </Box>
      <Stack {...row}>
        <NumberField form={form} name="weeklyOvertimeAfterHours" label={TEXT.weekly} />
        <NumberField
          form={form}
          name="dailyOvertimeAfterHours"
          label={TEXT.daily}
          help={TEXT.dailyHelp}
          optional
        />
      </Stack>
      <Stack {...row}>
        <NumberField form={form} name="overtimeMultiplier" label={TEXT.overtimeMultiplier} />
        <NumberField form={form} name="holidayMultiplier" label={TEXT.holidayMultiplier} />
      </Stack>
      <Stack {...row}>
        <NumberField
          form={form}
          name="billOvertimeMultiplier"
          label={TEXT.billOvertimeMultiplier}
          help={TEXT.billHelp}
          optional
        />
        <NumberField
          form={form}
          name="billHolidayMultiplier"
          label={TEXT.billHolidayMultiplier}
          help={TEXT.billHelp}
          optional
        />
      </Stack>
      <Box>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {TEXT.save}
        </Button>
      </Box>
    </Stack>
  );
}
