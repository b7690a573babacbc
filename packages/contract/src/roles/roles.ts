import { z } from 'zod';

/** System roles as the spec names them (A§6). */
export const SYSTEM_ROLES = [
  'assoc',
  'emp',
  'admin',
  'TenantAdmin',
  'NoRole',
  'SuperUser',
] as const;
export const SystemRoleSchema = z.enum(SYSTEM_ROLES);
export type SystemRole = z.infer<typeof SystemRoleSchema>;

export const SYSTEM_ROLE_LABELS: Record<SystemRole, string> = {
  assoc: 'Associate',
  emp: 'Employee',
  admin: 'Administrator',
  TenantAdmin: 'Billing Administrator',
  NoRole: 'No Role',
  SuperUser: 'Superuser',
};

/** The minimum roles a route or screen can ask for, lowest first. */
export const ROLE_LEVELS = ['assoc', 'admin', 'TenantAdmin', 'SuperUser'] as const;
export type RoleLevel = (typeof ROLE_LEVELS)[number];

const ROLES_AT_LEVEL: Record<RoleLevel, readonly SystemRole[]> = {
  assoc: ['SuperUser', 'TenantAdmin', 'admin', 'emp', 'assoc'],
  admin: ['SuperUser', 'TenantAdmin', 'admin'],
  TenantAdmin: ['SuperUser', 'TenantAdmin'],
  SuperUser: ['SuperUser'],
};

/** True when `role` includes the rights of `level` (A§6 hierarchy; NoRole has none). */
export function hasRoleLevel(role: SystemRole, level: RoleLevel): boolean {
  return ROLES_AT_LEVEL[level].includes(role);
}

/** Administrator status covers super user, tenant admin and administrator. */
export const isAdministrator = (role: SystemRole) => hasRoleLevel(role, 'admin');

/** Billing admin is tenant admin or super user. */
export const isBillingAdministrator = (role: SystemRole) => hasRoleLevel(role, 'TenantAdmin');

/** The roles that fall short of `level`, used by the security sweep. */
export function rolesBelow(level: RoleLevel): SystemRole[] {
  return SYSTEM_ROLES.filter((role) => !hasRoleLevel(role, level));
}

/**
 * Who may call a route: anyone (`public`), any signed-in user whatever the role
 * (`signedIn`), a minimum role, or a super user of an internal tenant (`internal`).
 */
export type RouteAccess = 'public' | 'signedIn' | RoleLevel | 'internal';
