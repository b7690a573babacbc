import { USER_MESSAGES, USER_TOASTS } from '@tallysheet/contract/users/users';

export const USER = 'user';

/** The toasts of the user screens: the spec's (A§8), plus unarchive in the directory's words. */
export const TOASTS = {
  ...USER_TOASTS,
  mfaReset: 'Two-step verification was reset',
  mfaResetError: 'Two-step verification could not be reset',
  unarchived: 'Successfully un-archived user',
  unarchiveError: 'Error un-archiving user',
} as const;

export const USER_TEXT = {
  mfaResetTitle: 'Reset two-step verification?',
  mfaResetExplained:
    "This turns off the user's authenticator app: they sign in with their password only until they set it up again. They are e-mailed about it.",
  newTitle: 'New User',
  editTitle: 'Editing User',
  // The drawer's submit names what it does, in the words of the toast it leads to (A§8:
  // "Successfully created user" / "Successfully updated user"), not a generic "Submit".
  create: 'Create User',
  update: 'Update User',
  // A§8: the generic table texts; the users fetch has its own error wording.
  empty: 'No items',
  listError: USER_TOASTS.listError,
  loadError: USER_TOASTS.loadError,
  archived: USER_MESSAGES.archived,
  resend: 'Resend Invite Email and Reset Password',
  // A§1 product rules, shown as help text.
  invitation: 'Creating an associate sends an invitation e-mail.',
  employmentDates: 'When the user started and, if known, stops working with the company.',
  customFields: 'Extra details kept with the user, such as an employee number or cost centre.',
  defaultTask:
    'Every project has an automatically created default task. It is auto-assigned to associates assigned to the project and cannot be unselected.',
  taskNeedsProject: 'An associate must be assigned to a project before being assigned its tasks.',
  supplier: "An associate has at most one supplier and any number of that supplier's contacts.",
  // A§3 contact preference for timesheets, in short plain words.
  contactPreference:
    'Timecards are e-mailed to the contacts associated with each assigned project. A project needs no contact for time to be submitted, but e-mails go out only once a contact is linked.',
  // A§4.
  archiveExplained: 'Archiving disables the account and future logins. Unarchiving re-enables it.',
  unarchiveExplained: 'Unarchiving re-enables the account and its logins.',
  resetExplained: (name: string) =>
    `The new password is e-mailed to ${name}, who must change it at the next sign-in.`,
} as const;
