import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiKeyScope } from '@tallysheet/contract/api-keys/api-keys';
import { apiKeyScopeOf, closedToApiKeys, type ScopedRoute } from './api-key-scopes.ts';
import type { RouteAccess } from './route-access.ts';

export type { RouteAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route must say. */
    access?: RouteAccess;
    /** For `access: 'token'`: the purpose a link token must have been issued for. */
    linkPurpose?: string;
    /**
     * Whether an API key (`Bearer tsk_…`) may call the route. An `admin` route takes one with
     * the scope plugins/api-key-scopes.ts finds for it, unless it says `false` or is one of
     * the calls no key reaches; no other route may.
     */
    apiKey?: boolean;
    /** The scope a key needs here, where the area + method guess (api-key-scopes.ts) is wrong. */
    apiKeyScope?: ApiKeyScope;
    /**
     * `true`: a caller below the route's access gets 404, not 403, as if there were nothing
     * there (a recording's replay: everyone but its viewers is told it does not exist).
     */
    hidden?: true;
  }
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

/** Where a route takes ids: path params, and query or body properties named `…Id` / `…Ids`. */
interface RouteIds {
  params: string[];
  query: string[];
  body: string[];
}

export interface RouteEntry {
  method: string;
  url: string;
  readonly access: RouteAccess | undefined;
  /** An API key may call it (see `acceptsApiKey`). */
  readonly apiKey: boolean;
  /** The scope a key needs to call it; set exactly when `apiKey` is. */
  readonly apiKeyScope: ApiKeyScope | undefined;
  /** Callers below its access get 404 rather than 403 (`config.hidden`). */
  readonly hidden: boolean;
  readonly ids: RouteIds;
  /** Where a `token` route reads its link token, and the purpose it accepts. */
  readonly link?: { in: 'params' | 'query'; purpose: string };
}

/** A property that names an object: `id`, `clientId`, `supplierContactIds`, `timesheetId`... */
const isIdName = (name: string) => /(^id|Id)s?$/.test(name);

interface ZodLike {
  _zod?: { def: Record<string, unknown> & { type: string } };
}

/** The properties of a zod object schema, looking through wrappers, pipes and unions. */
export function shapeOf(schema: unknown): Record<string, unknown> {
  const def = (schema as ZodLike | undefined)?._zod?.def;
  if (!def) return {};
  switch (def.type) {
    case 'object':
      return def.shape as Record<string, unknown>;
    case 'pipe':
      return shapeOf(def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return shapeOf(def.innerType);
    case 'union':
      return Object.assign({}, ...(def.options as unknown[]).map(shapeOf));
    case 'intersection':
      return { ...shapeOf(def.left), ...shapeOf(def.right) };
    default:
      return {};
  }
}

const topLevelKeys = (schema: unknown) => Object.keys(shapeOf(schema));

/**
 * The id properties of a schema as dotted paths: top-level ones, and those of nested objects
 * (`suppliers.supplierId`); arrays of rows (staged children, assignments) are not entered.
 */
function idPaths(schema: unknown, prefix = ''): string[] {
  return Object.entries(shapeOf(schema)).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    if (isIdName(name)) return [path];
    return idPaths(property, `${path}.`);
  });
}

function idsOf(url: string, schema: RouteOptions['schema']): RouteIds {
  const pathParams = [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
  return {
    params: pathParams,
    query: idPaths(schema?.querystring),
    body: idPaths(schema?.body),
  };
}

/** Where a token route takes its link token: a `:token` path param or a `token` query property. */
function linkTokenIn(url: string, schema: RouteOptions['schema']): 'params' | 'query' | undefined {
  if (/\/:token(\/|$)/.test(url)) return 'params';
  if (topLevelKeys(schema?.querystring).includes('token')) return 'query';
  return undefined;
}

/** True when a request to the route names an object by id anywhere: path, query or body. */
export const takesIds = (route: Pick<RouteEntry, 'ids'>) =>
  route.ids.params.length + route.ids.query.length + route.ids.body.length > 0;

/**
 * Issues 16 and 26: an API key reaches Administrator routes only, each with the scope it needs
 * (api-key-scopes.ts), and never identity, profile, billing, settings or key-management ones.
 */
export const acceptsApiKey = (route: ScopedRoute) => apiKeyScopeOf(route) !== undefined;

/** Marks every route registered inside `scope` public (API reference, static files). */
export function publicRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), access: 'public' };
  });
}

/**
 * Collects every route with its access rule and the ids it takes, and refuses to start
 * when a route declares no access, so the security sweep covers routes nobody listed.
 */
export const routeTablePlugin = fp(
  async (app: FastifyInstance) => {
    const routes: { method: string; url: string; options: RouteOptions }[] = [];
    app.decorate('routeTable', [] as RouteEntry[]);
    app.addHook('onRoute', (options) => {
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        routes.push({ method, url: options.url, options });
      }
    });
    app.addHook('onReady', async () => {
      const problems: string[] = [];
      app.routeTable = routes.map(({ method, url, options }) => {
        const access = options.config?.access;
        const ids = idsOf(url, options.schema);
        const route = { method, url, config: options.config };
        const apiKeyScope = apiKeyScopeOf(route);
        const apiKey = apiKeyScope !== undefined;
        const hidden = options.config?.hidden === true;
        if (!access) problems.push(`${method} ${url} declares no access (config.access)`);
        if (options.config?.apiKey && access !== 'admin')
          problems.push(`${method} ${url} takes API keys but is not an admin route`);
        if (!closedToApiKeys(route) && !apiKeyScope)
          problems.push(
            `${method} ${url} takes API keys but needs no scope (config.apiKeyScope, or apiKey: false)`,
          );
        if (access !== 'token') return { method, url, access, apiKey, apiKeyScope, hidden, ids };
        const where = linkTokenIn(url, options.schema);
        const purpose = options.config?.linkPurpose;
        if (!where) problems.push(`${method} ${url} is a token route without a token param`);
        if (!purpose) problems.push(`${method} ${url} is a token route without config.linkPurpose`);
        return {
          method,
          url,
          access,
          apiKey,
          apiKeyScope,
          hidden,
          ids,
          link: where && purpose ? { in: where, purpose } : undefined,
        };
      });
      if (problems.length) throw new Error(`Route table incomplete:\n  ${problems.join('\n  ')}`);
    });
  },
  { name: 'route-table' },
);
