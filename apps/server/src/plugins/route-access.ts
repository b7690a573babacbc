import type { RouteAccess as ScreenAccess } from '@tallysheet/contract/roles/roles';

/**
 * Who may call a route: the contract's kinds (public, signed in, a minimum role, internal),
 * plus `token`: public, but authorized by an opaque link token `<tenantId>.<secret>` named
 * `token` in the path or query (plugins/link-tokens.ts). Screens have no such kind, so it
 * lives here and not in the contract. In a file of its own so that the route table and the
 * API-key scopes share it without importing each other.
 */
export type RouteAccess = ScreenAccess | 'token';
