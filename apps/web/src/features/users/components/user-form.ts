import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { EmailSchema } from '@tallysheet/contract/identity/email';
import { UsernameSchema } from '@tallysheet/contract/identity/username';
import type { SystemRole } from '@tallysheet/contract/roles/roles';
import {
  duplicateLabelIndexes,
  EDITABLE_ROLES,
  employmentDatesProblem,
  OptionalDateSchema,
  USER_MESSAGES,
  type CreateUser,
  type PlacementOptions,
  type UpdateUser,
  type User,
} from '@tallysheet/contract/users/users';
import { DisplayNameSchema } from '@tallysheet/contract/welcome/welcome';

/** The user editor's form, its values as submitted. */
export type UserForm = UseFormReturn<UserFormValues, unknown, UserFormValues>;

/** The props of a section of the user's placement (A§1): the form and the choices offered. */
export interface PlacementSectionProps {
  form: UserForm;
  options: PlacementOptions | undefined;
  /** The choices could not be loaded. */
  error: boolean;
  disabled: boolean;
}

export interface CustomFieldRow {
  label: string;
  value: string;
}

export interface TaskAssignment {
  projectId: string;
  taskId: string;
}

/** The editor's fields; the payloads of A§3 are built from them on submit. */
export interface UserFormValues {
  username: string;
  name: string;
  email: string;
  role: SystemRole | '';
  /** Edit mode, after the e-mail changed: "Resend Invite Email and Reset Password". */
  resend: boolean;
  /** The Employment Dates switch; off clears the dates (A§5). */
  useDates: boolean;
  startDate: string;
  endDate: string;
  customFields: CustomFieldRow[];
  projectIds: string[];
  /** The chosen tasks of the assigned projects (default tasks are added on submit). */
  tasks: TaskAssignment[];
  supplierId: string;
  supplierContactIds: string[];
}

export const EMPTY_USER: UserFormValues = {
  username: '',
  name: '',
  email: '',
  role: '',
  resend: false,
  useDates: false,
  startDate: '',
  endDate: '',
  customFields: [],
  projectIds: [],
  tasks: [],
  supplierId: '',
  supplierContactIds: [],
};

/** The form's values for a user read from the server. */
export function userToForm(user: User): UserFormValues {
  return {
    username: user.userId,
    name: user.displayName,
    email: user.email,
    role: user.systemRole,
    resend: false,
    useDates: Boolean(user.startDate || user.endDate),
    startDate: user.startDate ?? '',
    endDate: user.endDate ?? '',
    customFields: Object.entries(user.customFields).map(([label, value]) => ({ label, value })),
    projectIds: user.assignments.map((project) => project.id),
    tasks: user.assignments.flatMap((project) =>
      project.tasks.map((task) => ({ projectId: project.id, taskId: task.id })),
    ),
    supplierId: user.supplier?.id ?? '',
    supplierContactIds: user.supplier?.contacts.map((contact) => contact.id) ?? [],
  };
}

const isDateOrBlank = (value: string) => !value || OptionalDateSchema.safeParse(value).success;

/**
 * A contract rule reported without aborting, so the form's cross-field checks (dates,
 * duplicate labels) still run while other fields are blank.
 */
const soft = (schema: z.ZodType<unknown, string>) =>
  z.string().superRefine((value, ctx) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '' });
  });

/**
 * The form's rules (A§5): the contract's username, name and e-mail rules, a role, custom
 * fields with a label and a value each, and a start date before the end date.
 */
export function userFormSchema({
  editing,
  initialRole,
}: {
  editing: boolean;
  initialRole?: string;
}) {
  const role = z.string().superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: 'custom', message: USER_MESSAGES.role });
    else if (
      !(EDITABLE_ROLES as readonly string[]).includes(value) &&
      !(editing && value === initialRole)
    )
      ctx.addIssue({ code: 'custom', message: USER_MESSAGES.roleOption });
  });
  return z
    .object({
      username: editing ? z.string() : soft(UsernameSchema),
      name: soft(DisplayNameSchema),
      email: soft(EmailSchema),
      role,
      resend: z.boolean(),
      useDates: z.boolean(),
      startDate: z.string(),
      endDate: z.string(),
      customFields: z.array(
        z.object({
          label: z.string().trim().min(1, USER_MESSAGES.customFieldLabel),
          value: z.string().trim().min(1, USER_MESSAGES.customFieldValue),
        }),
      ),
      projectIds: z.array(z.string()),
      tasks: z.array(z.object({ projectId: z.string(), taskId: z.string() })),
      supplierId: z.string(),
      supplierContactIds: z.array(z.string()),
    })
    .superRefine(
      (values, ctx) => {
        for (const index of duplicateLabelIndexes(values.customFields.map((f) => f.label)))
          ctx.addIssue({
            code: 'custom',
            path: ['customFields', index, 'label'],
            message: USER_MESSAGES.customFieldDuplicate,
          });
        if (!values.useDates) return;
        for (const name of ['startDate', 'endDate'] as const) {
          if (!isDateOrBlank(values[name]))
            ctx.addIssue({ code: 'custom', path: [name], message: USER_MESSAGES.date });
        }
        const datesProblem = employmentDatesProblem(values);
        if (datesProblem)
          ctx.addIssue({ code: 'custom', path: ['startDate'], message: datesProblem });
        // Checked with the other fields, not only once they are all valid.
      },
      { when: () => true },
    );
}

/**
 * The tasks to send: the chosen ones of assigned projects, and each assigned project's
 * default task, shown checked and locked, which the server refuses to see dropped.
 */
const taskAssignments = (values: UserFormValues, options: PlacementOptions | undefined) => {
  const chosen = values.tasks.filter((task) => values.projectIds.includes(task.projectId));
  const defaults = (options?.tasks ?? [])
    .filter((task) => task.isDefault && values.projectIds.includes(task.projectId))
    .filter((task) => !chosen.some((c) => c.taskId === task.value))
    .map((task) => ({ projectId: task.projectId, taskId: task.value }));
  return [...defaults, ...chosen];
};

const placements = (values: UserFormValues, options: PlacementOptions | undefined) => ({
  assignments: {
    projectAssignments: values.projectIds.map((projectId) => ({ projectId })),
    taskAssignments: taskAssignments(values, options),
  },
  suppliers: values.supplierId
    ? { supplierId: values.supplierId, supplierContactIds: values.supplierContactIds }
    : null,
});

const customFields = (values: UserFormValues) =>
  Object.fromEntries(values.customFields.map((field) => [field.label.trim(), field.value.trim()]));

const dates = (values: UserFormValues) => ({
  startDate: values.useDates && values.startDate ? values.startDate : null,
  endDate: values.useDates && values.endDate ? values.endDate : null,
});

/** The create-user payload (A§3). */
export function toCreateUser(values: UserFormValues, options?: PlacementOptions): CreateUser {
  return {
    username: values.username,
    name: values.name.trim(),
    email: values.email.trim(),
    role: values.role as CreateUser['role'],
    customFields: customFields(values),
    ...dates(values),
    ...placements(values, options),
  };
}

/**
 * The update-user payload (A§3). The Billing Administrator's role and (absent) employment
 * dates are left out; the resend flag goes only when ticked and the e-mail changed (A§4).
 */
export function toUpdateUser(
  values: UserFormValues,
  user: User,
  options?: PlacementOptions,
): UpdateUser {
  const billingAdmin = user.systemRole === 'TenantAdmin';
  const email = values.email.trim();
  return {
    resendEmailsAndUpdatePassword: values.resend && email !== user.email,
    name: values.name.trim(),
    email,
    ...(billingAdmin ? {} : { role: values.role as SystemRole, ...dates(values) }),
    customFields: customFields(values),
    ...placements(values, options),
  };
}

/** Where a server issue (a payload path) shows on the form. */
export interface FormIssue {
  field:
    | 'username'
    | 'name'
    | 'email'
    | 'role'
    | 'startDate'
    | 'endDate'
    | `customFields.${number}.label`
    | `customFields.${number}.value`
    | 'customFields'
    | 'projectIds'
    | 'supplierId'
    | 'supplierContactIds';
  message: string;
}

/**
 * Maps a 400 issue of the create or update payload to a field: "email", "startDate",
 * "customFields.{label}", "assignments.taskAssignments.0.taskId",
 * "suppliers.supplierContactIds.0" ... Assignment issues name their project.
 */
export function issueToField(
  issue: { path: string; message: string },
  sent: CreateUser | UpdateUser,
  values: UserFormValues,
  options: PlacementOptions | undefined,
): FormIssue | null {
  const { path, message } = issue;
  if (['username', 'name', 'email', 'role', 'startDate', 'endDate'].includes(path))
    return { field: path as FormIssue['field'], message };
  if (path === 'customFields') return { field: 'customFields', message };
  if (path.startsWith('customFields.')) {
    const label = path.slice('customFields.'.length);
    const index = values.customFields.findIndex((field) => field.label.trim() === label);
    return index >= 0
      ? { field: `customFields.${index}.value`, message }
      : { field: 'customFields', message };
  }
  const projectName = (projectId: string | undefined) =>
    options?.projects.find((project) => project.value === projectId)?.label;
  const named = (projectId: string | undefined) => {
    const name = projectName(projectId);
    return name ? `${name}: ${message}` : message;
  };
  const assignment = /^assignments\.(projectAssignments|taskAssignments)\.(\d+)/.exec(path);
  if (assignment) {
    const list = sent.assignments?.[assignment[1] as 'projectAssignments' | 'taskAssignments'];
    return { field: 'projectIds', message: named(list?.[Number(assignment[2])]?.projectId) };
  }
  if (path.startsWith('assignments')) return { field: 'projectIds', message };
  if (path.startsWith('suppliers.supplierContactIds'))
    return { field: 'supplierContactIds', message };
  if (path.startsWith('suppliers')) return { field: 'supplierId', message };
  return null;
}
