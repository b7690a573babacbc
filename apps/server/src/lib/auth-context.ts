import type { ApiKeyScope } from '@tallysheet/contract/api-keys/api-keys';
import type { SystemRole } from '@tallysheet/contract/roles/roles';

/** Who is calling: always from the credentials, never from a body or query. */
export interface AuthContext {
  tenantId: string;
  userId: string;
  role: SystemRole;
  email: string;
  name: string;
  tenantInternal: boolean;
  /** Set when the caller is an API key (not a person): which key, and what it may do. */
  /** The key a request was made with: its id, scopes and its own name (`name` above adds "(API key)"). */
  apiKey?: { id: string; name: string; scopes: readonly ApiKeyScope[] };
}
