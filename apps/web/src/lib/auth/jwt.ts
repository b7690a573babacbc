import type { SystemRole } from '@tallysheet/contract/roles/roles';

interface TokenClaims {
  sub: string;
  tenantId: string;
  username: string;
  role: SystemRole;
  email: string;
  name: string;
  exp: number;
}

/** Reads the claims of a JWT (the server has verified it; the client only displays them). */
export function readClaims(jwt: string): TokenClaims {
  const payload = jwt.split('.')[1] ?? '';
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0))));
}
