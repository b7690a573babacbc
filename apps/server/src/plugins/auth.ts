import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { hasRoleLevel, type RouteAccess, type SystemRole } from '@tallysheet/contract/roles/roles';
import {
  SUBSCRIPTION_INACTIVE,
  subscriptionAllowsAccess,
} from '@tallysheet/contract/tenants/subscription-access';
import { forbidden, unauthorized } from '../lib/http-errors.ts';

/** Areas a user of an inactive subscription still reaches: to sign out, see who they are, and why. */
const SUBSCRIPTION_FREE_AREAS = /^\/api\/(tokens|profile|tenant)(\/|\?|$)/;
import { AccessClaimsSchema, type AccessClaims } from '../modules/identity/access-token.ts';
import { findCredentialState } from '../modules/identity/credentials.repository.ts';

/** Who is calling: always from the credentials, never from a body or query. */
export interface AuthContext {
  tenantId: string;
  userId: string;
  role: SystemRole;
  email: string;
  name: string;
  tenantInternal: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Signs an access token; `exp` (unix seconds) is part of the claims. */
    signAccessToken(claims: Omit<AccessClaims, 'typ'>): string;
  }
}

/** The caller of a route that is not public. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

function allows(access: RouteAccess, auth: AuthContext): boolean {
  if (access === 'signedIn') return true;
  if (access === 'internal') return auth.role === 'SuperUser' && auth.tenantInternal;
  if (access === 'public') return true;
  return hasRoleLevel(auth.role, access);
}

/**
 * Bearer JWT authentication and the role check each route declares. The user's token
 * version is read on every request, so logout, password change, archive and delete
 * cut access at the very next request.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: string }) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'], cache: 10_000 },
    });
    app.decorateRequest('auth', null);
    app.decorate('signAccessToken', (claims: Omit<AccessClaims, 'typ'>) =>
      app.jwt.sign({ ...claims, typ: 'access' }),
    );

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return;
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) throw unauthorized();
      let claims: AccessClaims;
      try {
        claims = AccessClaimsSchema.parse(await request.jwtVerify());
      } catch {
        throw unauthorized('Your session has expired. Please log-in again to continue.');
      }
      const state = await app.db.withTenant(claims.tenantId, (tx) =>
        findCredentialState(tx, { tenantId: claims.tenantId, userId: claims.username }),
      );
      if (!state || state.isDeleted || state.tokenVersion !== claims.tv) {
        throw unauthorized('Your session has expired. Please log-in again to continue.');
      }
      if (state.isArchived) throw forbidden('This user is archived');
      request.auth = {
        tenantId: claims.tenantId,
        userId: claims.username,
        role: state.role,
        email: state.email,
        name: state.displayName,
        tenantInternal: state.tenantInternal,
      };
      if (!allows(access, request.auth)) throw forbidden();
      if (
        !subscriptionAllowsAccess(state.role, state) &&
        !SUBSCRIPTION_FREE_AREAS.test(request.url)
      ) {
        throw forbidden('Your subscription is not active.', SUBSCRIPTION_INACTIVE);
      }
    });
  },
  { name: 'auth', dependencies: ['route-table'] },
);
