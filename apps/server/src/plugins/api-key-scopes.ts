import type { ApiKeyScope } from '@tallysheet/contract/api-keys/api-keys';
import type { RouteAccess } from './route-access.ts';

/**
 * Which API-key scope each call needs (issue 26 §2), decided here for every route at once:
 * by the area of its URL, a GET needing the area's `:read` scope and any other method its
 * `:write` scope. A route says `config.apiKeyScope` only where that guess is wrong, and
 * `config.apiKey: false` to close itself to keys. Only `admin` routes ever take keys.
 */
const AREAS: { path: RegExp; read: ApiKeyScope; write?: ApiKeyScope }[] = [
  { path: /^\/api\/crm\/ps\//, read: 'directory:read', write: 'directory:write' },
  { path: /^\/api\/suppliers\//, read: 'directory:read', write: 'directory:write' },
  { path: /^\/api\/ts\//, read: 'timesheets:read', write: 'timesheets:write' },
  // Reports are read; a report that is sent says so itself (config.apiKeyScope).
  { path: /^\/api\/reporting\//, read: 'reports:read' },
  { path: /^\/api\/users\//, read: 'users:read', write: 'users:write' },
  // Webhook endpoints (issue 30 §4): an admin area a key with the webhooks scope reaches.
  { path: /^\/api\/admin\/webhooks(\/|$)/, read: 'webhooks', write: 'webhooks' },
  // Rates (issue 31 §1): only a key with the rates scope sees or sets them.
  { path: /^\/api\/admin\/rates(\/|$)/, read: 'rates', write: 'rates' },
  // Pay and invoice runs (issue 31 §3) are money too: the rates scope.
  { path: /^\/api\/admin\/(pay|invoice)-runs(\/|$)/, read: 'rates', write: 'rates' },
];

/** Admin areas open to keys despite NEVER_FOR_KEYS: webhook endpoints, rates and runs. */
const OPEN_ADMIN = /^\/api\/admin\/(webhooks|rates|pay-runs|invoice-runs)(\/|$)/;

/**
 * Calls no key reaches whatever its scopes: passwords, second factors, API keys, identity,
 * profile, billing, account and tenant settings (account information, logo, internal e-mail,
 * features), and e-mails sent in the company's name to anyone (invitations to try).
 */
const NEVER_FOR_KEYS = [
  /^\/api\/admin\//,
  /^\/api\/tenant\//,
  /^\/api\/tokens\//,
  /^\/api\/profile\//,
  /^\/api\/welcome\//,
  /^\/api\/onboarding\//,
  /^\/api\/users\/reset-/,
  /password|mfa|second-factor|api-key/i,
];

export interface ScopedRoute {
  method: string | string[];
  url?: string;
  config?: { access?: RouteAccess; apiKey?: boolean; apiKeyScope?: ApiKeyScope };
}

/** True when no key may call the route, whatever its scopes. */
export function closedToApiKeys(route: ScopedRoute): boolean {
  const url = route.url ?? '';
  return (
    route.config?.access !== 'admin' ||
    route.config.apiKey === false ||
    (!OPEN_ADMIN.test(url) && NEVER_FOR_KEYS.some((pattern) => pattern.test(url)))
  );
}

/**
 * The scope a key needs to call the route; undefined when no key may call it, or when the
 * route takes keys but no scope could be found (the route table refuses to start then).
 */
export function apiKeyScopeOf(route: ScopedRoute): ApiKeyScope | undefined {
  if (closedToApiKeys(route)) return undefined;
  if (route.config?.apiKeyScope) return route.config.apiKeyScope;
  const area = AREAS.find(({ path }) => path.test(route.url ?? ''));
  const method = [route.method].flat()[0]?.toUpperCase();
  return method === 'GET' ? area?.read : area?.write;
}
