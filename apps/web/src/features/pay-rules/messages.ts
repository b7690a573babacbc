import { PAY_RULES_MESSAGES } from '@tallysheet/contract/pay-rules/pay-rules';

/** The Overtime and Holidays screen's words (issue 31 §2; the spec has none for it). */
export const PAY_RULES_TEXT = {
  ...PAY_RULES_MESSAGES,
  subtitle: 'When hours become overtime, and the days that are holidays.',
  rulesTitle: 'Overtime rules',
  rulesIntro:
    'The overtime week is Saturday to Friday. Hours on a holiday are holiday hours and count toward no overtime limit.',
  weekly: 'Weekly overtime after (hours)',
  daily: 'Daily overtime after (hours)',
  dailyHelp: 'Leave empty for no daily limit',
  overtimeMultiplier: 'Overtime pay multiplier',
  holidayMultiplier: 'Holiday pay multiplier',
  billOvertimeMultiplier: 'Overtime bill multiplier',
  billHolidayMultiplier: 'Holiday bill multiplier',
  billHelp: 'Leave empty to bill at the bill rate',
  save: 'Save',
  columns: { date: 'Date', name: 'Name', repeats: 'Repeats', actions: 'Actions' },
  yearly: 'Every year',
  once: 'Once',
  date: 'Date',
  name: 'Name',
  repeatsYearly: 'Repeats yearly',
  add: 'Add',
  cancel: 'Cancel',
  enterDate: 'Enter a date',
  addError: 'Error adding the holiday',
  removeTitle: 'Remove holiday?',
  removeMessage: (name: string, date: string) => `Remove ${name} (${date}) from the holidays?`,
  removeConfirm: 'Remove',
  removeLabel: (name: string, date: string) => `Remove ${name}, ${date}`,
  removeError: 'Error removing the holiday',
} as const;
