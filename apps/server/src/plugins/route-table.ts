import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteAccess } from '@tallysheet/contract/roles/roles';
import type { Database } from '../db/client.ts';

/** What a fixture gives the security sweep: the parts of a request that name one object. */
export interface FixtureRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** Makes an object of the route's kind in `tenantId` and says how a request names it. */
export type FixtureFactory = (ctx: { db: Database; tenantId: string }) => Promise<FixtureRequest>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route must say. */
    access?: RouteAccess;
    /** Required for routes whose path takes ids; optional for ids in a query or body. */
    fixture?: FixtureFactory;
  }
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  readonly access: RouteAccess | undefined;
  readonly fixture: FixtureFactory | undefined;
}

const takesIds = (url: string) => /\/:[A-Za-z]/.test(url);

/** Marks every route registered inside `scope` public (API reference, static files). */
export function publicRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), access: 'public' };
  });
}

/**
 * Collects every route with its access rule and fixture, and refuses to start when a
 * route lacks them, so the security sweep covers routes nobody remembered to list.
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
        const fixture = options.config?.fixture;
        if (!access) problems.push(`${method} ${url} declares no access (config.access)`);
        else if (access !== 'public' && takesIds(url) && !fixture) {
          problems.push(`${method} ${url} takes ids but declares no fixture (config.fixture)`);
        }
        return { method, url, access, fixture };
      });
      if (problems.length) throw new Error(`Route table incomplete:\n  ${problems.join('\n  ')}`);
    });
  },
  { name: 'route-table' },
);
