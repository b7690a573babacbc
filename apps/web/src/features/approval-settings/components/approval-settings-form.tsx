import { Fragment } from 'react';
import { Controller, get, type Path, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ApprovalSettingsSchema,
  type ApprovalSettings,
} from '@tallysheet/contract/approvals/approval-settings';
import { WEEK_DAY_LABELS, WEEK_DAYS } from '@tallysheet/contract/timesheets/week';
import { SettingsForm } from '@/components/settings-form.tsx';
import { useSettingsForm } from '@/components/use-settings-form.ts';
import { fieldProps } from '@/lib/form-fields.ts';
import { useSaveApprovalSettings } from '../api/approval-settings.ts';
import { APPROVAL_SETTINGS_TEXT as TEXT } from '../messages.ts';

type Form = UseFormReturn<ApprovalSettings>;

/** A text field bound to the form; numbers are read as numbers. */
function Field({
  form,
  name,
  label,
  type,
}: {
  form: Form;
  name: Path<ApprovalSettings>;
  label: string;
  type: 'time' | 'number';
}) {
  return (
    <TextField
      {...fieldProps(form, name, undefined, { valueAsNumber: type === 'number' })}
      label={label}
      type={type}
      sx={{ width: { xs: '100%', sm: 220 } }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: type === 'number' ? { min: 1, step: 1, inputMode: 'numeric' } : { step: 60 },
      }}
    />
  );
}

/** A setting that can be turned on, with its explanation and its fields. */
function Section({
  form,
  name,
  title,
  help,
  children,
}: {
  form: Form;
  name: 'remindSubmit' | 'remindApprove' | 'escalateBackup' | 'escalateAdmins';
  title: string;
  help: string;
  children: React.ReactNode;
}) {
  const enabled = form.watch(`${name}.enabled`);
  return (
    <Box component="section" aria-labelledby={`${name}-title`}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Box>
          <Typography
            id={`${name}-title`}
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 600 }}
          >
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {help}
          </Typography>
        </Box>
        <Controller
          control={form.control}
          name={`${name}.enabled`}
          render={({ field }) => (
            <Switch
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              slotProps={{ input: { 'aria-label': title } }}
            />
          )}
        />
      </Stack>
      {enabled && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          {children}
        </Stack>
      )}
    </Box>
  );
}

/** The settings that wait a number of business days: the reminder and the two escalations. */
const AFTER_DAYS = [
  { name: 'remindApprove', title: TEXT.remindApprove, help: TEXT.remindApproveHelp },
  { name: 'escalateBackup', title: TEXT.escalateBackup, help: TEXT.escalateBackupHelp },
  { name: 'escalateAdmins', title: TEXT.escalateAdmins, help: TEXT.escalateAdminsHelp },
] as const;

/** Admin Settings → Approvals and Reminders: the digest, reminders and escalations. */
export function ApprovalSettingsForm({
  current,
  timezone,
}: {
  current: ApprovalSettings;
  timezone: string;
}) {
  const save = useSaveApprovalSettings();
  const { form, onSubmit } = useSettingsForm({
    schema: ApprovalSettingsSchema,
    current,
    save,
    text: TEXT,
  });
  const digest = form.watch('digest');
  const daysError = (get(form.formState.errors, 'remindSubmit.days') as { message?: string })
    ?.message;
  return (
    <SettingsForm onSubmit={onSubmit} saving={form.formState.isSubmitting} saveLabel={TEXT.save}>
      <Typography variant="body2">{TEXT.intro(timezone)}</Typography>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {TEXT.digestHeading}
        </FormLabel>
        <Controller
          control={form.control}
          name="digest"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              <FormControlLabel
                value="immediate"
                control={<Radio />}
                label={TEXT.digestImmediate}
              />
              <FormControlLabel value="daily" control={<Radio />} label={TEXT.digestDaily} />
            </RadioGroup>
          )}
        />
        {digest === 'daily' && (
          <Box sx={{ mt: 1 }}>
            <Field form={form} name="digestTime" label={TEXT.digestTime} type="time" />
          </Box>
        )}
      </FormControl>
      <Divider />
      <Section
        form={form}
        name="remindSubmit"
        title={TEXT.remindSubmit}
        help={TEXT.remindSubmitHelp}
      >
        <FormControl component="fieldset" error={Boolean(daysError)}>
          <FormLabel component="legend">{TEXT.remindSubmitDays}</FormLabel>
          <Controller
            control={form.control}
            name="remindSubmit.days"
            render={({ field }) => (
              <FormGroup row>
                {WEEK_DAYS.map((day) => (
                  <FormControlLabel
                    key={day}
                    label={WEEK_DAY_LABELS[day].slice(0, 3)}
                    control={
                      <Checkbox
                        checked={field.value.includes(day)}
                        slotProps={{ input: { 'aria-label': WEEK_DAY_LABELS[day] } }}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? WEEK_DAYS.filter(
                                  (each) => each === day || field.value.includes(each),
                                )
                              : field.value.filter((each) => each !== day),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            )}
          />
          {daysError && <FormHelperText>{daysError}</FormHelperText>}
        </FormControl>
        <Field form={form} name="remindSubmit.time" label={TEXT.remindSubmitTime} type="time" />
      </Section>
      {AFTER_DAYS.map(({ name, title, help }) => (
        <Fragment key={name}>
          <Divider />
          <Section form={form} name={name} title={title} help={help}>
            <Field
              form={form}
              name={`${name}.afterBusinessDays`}
              label={TEXT.afterBusinessDays}
              type="number"
            />
          </Section>
        </Fragment>
      ))}
    </SettingsForm>
  );
}
