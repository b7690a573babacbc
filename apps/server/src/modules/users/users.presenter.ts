import type { User, UserRow } from '@tallysheet/contract/users/users';
import type { ProjectPlacement } from './placements.repository.ts';
import type { UserListRow, UserRecord } from './users.repository.ts';

/** A user with what they are placed on: projects with tasks, and supplier contacts. */
export interface LoadedUser {
  row: UserRecord;
  assignments: ProjectPlacement[];
  supplierContactIds: string[];
}

/** A user as the editor (and, without the lifecycle fields, the profile) reads it. */
export function presentUser({ row, assignments, supplierContactIds }: LoadedUser): User {
  return {
    userId: row.userId,
    displayName: row.displayName,
    email: row.email,
    systemRole: row.role,
    customFields: Object.fromEntries(row.customFields.map(({ label, value }) => [label, value])),
    isArchived: row.isArchived,
    isDeleted: row.isDeleted,
    startDate: row.startDate,
    endDate: row.endDate,
    supplier: row.supplierId
      ? { id: row.supplierId, contacts: supplierContactIds.map((id) => ({ id })) }
      : null,
    assignments: assignments.map(({ projectId, taskIds }) => ({
      id: projectId,
      tasks: taskIds.map((id) => ({ id })),
    })),
    timezone: row.timezone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentUserRow(row: UserListRow): UserRow {
  return {
    userId: row.userId,
    displayName: row.displayName,
    email: row.email,
    systemRole: row.role,
    supplierName: row.supplierName,
    startDate: row.startDate,
    endDate: row.endDate,
    isArchived: row.isArchived,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Custom fields as stored: label and value pairs in the order entered. */
export const storedCustomFields = (fields: Record<string, string>) =>
  Object.entries(fields).map(([label, value]) => ({ label, value }));
