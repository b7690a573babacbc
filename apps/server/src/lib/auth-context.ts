import type { SystemRole } from '@tallysheet/contract/roles/roles';

/** Who is calling: always from the credentials, never from a body or query. */
export interface AuthContext {
  tenantId: string;
  userId: string;
  role: SystemRole;
  email: string;
  name: string;
  tenantInternal: boolean;
}
