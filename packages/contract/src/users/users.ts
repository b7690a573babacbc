import { z } from 'zod';
import { LifecycleSchema, listQuerySchema } from '../common/lists.ts';
import { EmailSchema } from '../identity/email.ts';
import { NewPasswordSchema } from '../identity/password.ts';
import { UsernameSchema } from '../identity/username.ts';
import { ProfileSchema } from '../profile/profile.ts';
import { SYSTEM_ROLE_LABELS, SystemRoleSchema, type SystemRole } from '../roles/roles.ts';
import { DisplayNameSchema } from '../welcome/welcome.ts';

export const USER_MESSAGES = {
  role: 'A system role is required',
  roleOption: 'Select Administrator or Associate',
  billingAdminRole: 'The Billing Administrators role cannot be changed.',
  ownRole: 'You cannot change your own role. Please login with another user to perform this action',
  currentUser:
    'The current user cannot be disabled. Please login with another user to perform this action',
  billingAdmin: 'The Billing Administrator cannot be archived or deleted.',
  usernameTaken: 'This username is already taken',
  archived: 'This user is archived',
  deleted: 'This user was deleted and cannot be changed.',
  notFound: 'User not found',
  employmentDates: 'Start date must occur before the end date.',
  billingAdminDates: 'The Billing Administrator has no employment dates',
  date: 'Enter a date as YYYY-MM-DD',
  customFieldLabel: 'A label is required',
  customFieldValue: 'A value is required',
  customFieldDuplicate: 'Each label can be used once',
  project: 'Project not found',
  task: 'Task not found',
  taskNeedsProject: "Assign the task's project first",
  defaultTask: "A project's default task cannot be removed",
  supplier: 'Supplier not found',
  supplierContact: 'The contact does not belong to the selected supplier',
  noContacts: 'The selected project does not have any contacts associated with it',
} as const;

/** Toasts of A§8 for the user screens. */
export const USER_TOASTS = {
  created: 'Successfully created user',
  updated: 'Successfully updated user',
  passwordUpdated: 'Successfully updated user password',
  deleted: 'Successfully deleted user',
  archived: 'Successfully archived user',
  createError: 'Error creating user',
  updateError: 'Error updating user',
  passwordError: 'Error updating user password',
  deleteError: 'Error deleting user',
  archiveError: 'Error archiving user',
  listError: 'Error fetching users',
  loadError: 'Error Loading User',
} as const;

/**
 * The system roles a user form offers (A§6: the administrator and associate roles), labelled as
 * every list names them (A§6 role labels), so the form and the list say "Administrator" alike.
 */
export const EDITABLE_ROLES = ['admin', 'assoc'] as const satisfies readonly SystemRole[];
export const EDITABLE_ROLE_LABELS: Record<(typeof EDITABLE_ROLES)[number], string> = {
  admin: SYSTEM_ROLE_LABELS.admin,
  assoc: SYSTEM_ROLE_LABELS.assoc,
};
export const EditableRoleSchema = z.enum(EDITABLE_ROLES, { error: USER_MESSAGES.role });

const id = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(100);

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A YYYY-MM-DD date that exists, or null. */
export const OptionalDateSchema = z
  .string({ error: USER_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, USER_MESSAGES.date)
  .refine(isCalendarDate, USER_MESSAGES.date)
  .nullish()
  .transform((value) => value ?? null);

export const CUSTOM_FIELD_LIMITS = { count: 50, label: 100, value: 1000 } as const;

/**
 * Each custom-field label is used once (A§5), compared trimmed and case-insensitively:
 * the indexes of the labels that repeat an earlier one (blank labels never count).
 */
export function duplicateLabelIndexes(labels: readonly string[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  labels.forEach((label, index) => {
    const key = label.trim().toLowerCase();
    if (!key) return;
    if (seen.has(key)) repeated.push(index);
    seen.add(key);
  });
  return repeated;
}

/** Custom fields: a label-to-value map where each needs a label and a value (A§5). */
export const CustomFieldsSchema = z
  .record(z.string(), z.string({ error: USER_MESSAGES.customFieldValue }))
  .superRefine((fields, ctx) => {
    const entries = Object.entries(fields);
    if (entries.length > CUSTOM_FIELD_LIMITS.count)
      ctx.addIssue({
        code: 'custom',
        message: `At most ${CUSTOM_FIELD_LIMITS.count} custom fields`,
      });
    const duplicates = new Set(duplicateLabelIndexes(entries.map(([label]) => label)));
    entries.forEach(([label, value], index) => {
      const key = label.trim();
      if (!key) ctx.addIssue({ code: 'custom', message: USER_MESSAGES.customFieldLabel });
      else if (key.length > CUSTOM_FIELD_LIMITS.label)
        ctx.addIssue({
          code: 'custom',
          path: [label],
          message: `A label has at most ${CUSTOM_FIELD_LIMITS.label} characters`,
        });
      else if (duplicates.has(index))
        ctx.addIssue({
          code: 'custom',
          path: [label],
          message: USER_MESSAGES.customFieldDuplicate,
        });
      if (!value.trim())
        ctx.addIssue({ code: 'custom', path: [label], message: USER_MESSAGES.customFieldValue });
      else if (value.length > CUSTOM_FIELD_LIMITS.value)
        ctx.addIssue({
          code: 'custom',
          path: [label],
          message: `A value has at most ${CUSTOM_FIELD_LIMITS.value} characters`,
        });
    });
  })
  .transform((fields) =>
    Object.fromEntries(
      Object.entries(fields).map(([label, value]) => [label.trim(), value.trim()]),
    ),
  );

export const AssignmentsSchema = z.object({
  projectAssignments: z
    .array(z.object({ projectId: id(USER_MESSAGES.project), taskId: z.string().nullish() }))
    .max(500)
    .default([]),
  taskAssignments: z
    .array(z.object({ projectId: id(USER_MESSAGES.project), taskId: id(USER_MESSAGES.task) }))
    .max(5000)
    .default([]),
});
export type Assignments = z.output<typeof AssignmentsSchema>;

export const SupplierPlacementSchema = z.object({
  supplierId: id(USER_MESSAGES.supplier),
  supplierContactIds: z.array(id(USER_MESSAGES.supplierContact)).max(200).default([]),
});
export type SupplierPlacement = z.output<typeof SupplierPlacementSchema>;

type Dated = { startDate?: string | null; endDate?: string | null };

/** Employment dates (A§5): when both are given, the start date falls before the end date. */
export function employmentDatesProblem(dates: Dated): string | null {
  if (dates.startDate && dates.endDate && dates.startDate >= dates.endDate)
    return USER_MESSAGES.employmentDates;
  return null;
}

function checkEmploymentDates(value: Dated, ctx: z.RefinementCtx) {
  const problem = employmentDatesProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', path: ['startDate'], message: problem });
}

const emptyAssignments = { projectAssignments: [], taskAssignments: [] };

/** The create-user payload (A§3). */
export const CreateUserSchema = z
  .object({
    username: UsernameSchema,
    name: DisplayNameSchema,
    email: EmailSchema,
    role: EditableRoleSchema,
    customFields: CustomFieldsSchema.default({}),
    startDate: OptionalDateSchema,
    endDate: OptionalDateSchema,
    assignments: AssignmentsSchema.default(emptyAssignments),
    suppliers: SupplierPlacementSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine(checkEmploymentDates);
export type CreateUser = z.input<typeof CreateUserSchema>;
/** As the server receives it: parsed, defaults filled in. */
export type CreateUserParsed = z.output<typeof CreateUserSchema>;

/** The update-user payload (A§3); a field left out stays as it is. */
export const UpdateUserSchema = z
  .object({
    resendEmailsAndUpdatePassword: z.boolean().default(false),
    name: DisplayNameSchema.optional(),
    email: EmailSchema.optional(),
    role: SystemRoleSchema.optional(),
    customFields: CustomFieldsSchema.optional(),
    startDate: OptionalDateSchema.optional(),
    endDate: OptionalDateSchema.optional(),
    isArchived: z.boolean().optional(),
    assignments: AssignmentsSchema.optional(),
    suppliers: SupplierPlacementSchema.nullable().optional(),
  })
  .superRefine(checkEmploymentDates);
export type UpdateUser = z.input<typeof UpdateUserSchema>;
/** As the server receives it: parsed, defaults filled in. */
export type UpdateUserParsed = z.output<typeof UpdateUserSchema>;

export const ArchiveUserSchema = z.object({
  userId: UsernameSchema,
  archived: z.boolean({ error: 'archived must be true or false' }),
});
export const ResetUserPasswordSchema = z.object({
  userId: UsernameSchema,
  /** A temporary password chosen by the administrator; generated when left out. */
  newPassword: NewPasswordSchema.optional(),
});

/** A user as the editor reads it: the profile shape plus the lifecycle fields. */
export const UserSchema = ProfileSchema.extend({
  isDeleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const UserRowSchema = LifecycleSchema.extend({
  userId: z.string(),
  displayName: z.string(),
  email: z.string(),
  systemRole: SystemRoleSchema,
  supplierName: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type UserRow = z.infer<typeof UserRowSchema>;

export const USER_SORT = ['updatedAt', 'createdAt', 'userId', 'name', 'email', 'role'] as const;
export const UserListQuerySchema = listQuerySchema(USER_SORT);
export type UserListQuery = z.infer<typeof UserListQuerySchema>;
export const UserListSchema = z.object({ users: z.array(UserRowSchema), count: z.number().int() });
export type UserList = z.infer<typeof UserListSchema>;

export const CreatedUserSchema = z.object({ userId: z.string() });
export type CreatedUser = z.infer<typeof CreatedUserSchema>;

export const PlacementOptionsQuerySchema = z.object({ userId: UsernameSchema.optional() });
/** A choice of the user form; its label is never blank. */
const OptionSchema = z.object({
  label: z.string().min(1),
  value: z.string(),
  isArchived: z.boolean(),
});
export const PlacementOptionsSchema = z.object({
  projects: z.array(OptionSchema.extend({ clientName: z.string(), hasContacts: z.boolean() })),
  tasks: z.array(OptionSchema.extend({ projectId: z.string(), isDefault: z.boolean() })),
  suppliers: z.array(OptionSchema),
  supplierContacts: z.array(OptionSchema.extend({ supplierId: z.string() })),
});
export type PlacementOptions = z.infer<typeof PlacementOptionsSchema>;

export const CheckUsernameQuerySchema = z.object({ username: UsernameSchema });
export const CheckUsernameSchema = z.object({ available: z.boolean() });
export type CheckUsername = z.infer<typeof CheckUsernameSchema>;

/** The path of a user's own calls: `/users/{userId}/…`. */
export const UserIdParamsSchema = z.object({ userId: z.string().max(128) });
