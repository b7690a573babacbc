import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { hasRoleLevel, type SystemRole } from '@tallysheet/contract/roles/roles';
import type { BillingState } from '@tallysheet/contract/tenants/subscription-access';
import {
  SUBSCRIPTION_INACTIVE,
  subscriptionAllowsAccess,
} from '@tallysheet/contract/tenants/subscription-access';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  type ApiKeyScope,
} from '@tallysheet/contract/api-keys/api-keys';
import {
  MFA_MESSAGES,
  MFA_SETUP_REQUIRED,
  mfaSetupRequired,
} from '@tallysheet/contract/identity/mfa';
import type { CredentialGuard, StartRead, Tx } from '../db/client.ts';
import { AccessClaimsSchema, type AccessClaims } from '../lib/access-claims.ts';
import type { AuthContext } from '../lib/auth-context.ts';
import { forbidden, notFound, unauthorized } from '../lib/http-errors.ts';
import { apiKeyScopeOf } from './api-key-scopes.ts';
import type { RouteAccess } from './route-access.ts';

/** Areas a user of an inactive subscription still reaches: to sign out, see who they are, and why. */
const SUBSCRIPTION_FREE_AREAS = /^\/api\/(tokens|profile|tenant)(\/|\?|$)/;
/**
 * What an administrator who must first set up a second factor reaches (A§4 MFA setup): the
 * tokens area (to enrol, sign out), and who they are and their tenant (to show the setup).
 */
const MFA_SETUP_AREAS =
  /^\/api\/(tokens|profile)(\/|\?|$)|^\/api\/tenant\/get-tenant-information(\?|$)/;

export type { AuthContext };

/** A user's stored state, read for every request a session's access token makes. */
export interface CredentialState extends BillingState {
  role: SystemRole;
  tokenVersion: number;
  isArchived: boolean;
  isDeleted: boolean;
  email: string;
  displayName: string;
  tenantInternal: boolean;
  requireMfaForAdministrators: boolean;
  mfaEnabled: boolean;
  /** Whether the access token's session still has an unrevoked refresh token. */
  sessionLive: boolean;
}

/** Whose stored state a session's request reads. */
interface CredentialParams {
  tenantId: string;
  userId: string;
  sessionId?: string;
}

/** A presented API key's stored state, once it has been found live. */
export interface ApiKeyState extends BillingState {
  id: string;
  name: string;
  scopes: readonly ApiKeyScope[];
  tenantInternal: boolean;
}

/** An API key's tenant, hash (how it is stored) and prefix (how people recognise it). */
export interface ParsedApiKey {
  tenantId: string;
  hash: string;
  prefix: string;
}

/**
 * What the plugin looks up, handed over at registration (app.ts) by the modules that own it,
 * so that the plugin imports no module.
 */
export interface AuthLookups {
  /** The stored state of a session's user; undefined when there is no such user. */
  credentialState(tx: Tx, params: CredentialParams): Promise<CredentialState | undefined>;
  /** The statement call `credentialState` makes, to send with the transaction's begin. */
  credentialRead(params: CredentialParams): StartRead;
  /** The parts of a string shaped as an API key; undefined when it is not one. */
  parseApiKey(key: string): ParsedApiKey | undefined;
  /** A presented key's stored state; throws 401 when it is unknown, revoked or expired. */
  apiKeyState(tx: Tx, params: { tenantId: string; hash: string; now: Date }): Promise<ApiKeyState>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The caller of a route that is not public, from the credentials only. Reading it where
     * nobody signed in (a public route) is a 401.
     */
    readonly auth: AuthContext;
    /** The caller when there is one, null otherwise (for hooks that serve every route). */
    caller: AuthContext | null;
    /** The request's bearer token's claims, as `bearerClaims` checks them. */
    bearerClaims(): Promise<AccessClaims>;
    /** The caller's stored-state check, run inside the request's first tenant transaction. */
    credentialGuard: CredentialGuard | null;
  }
  interface FastifyInstance {
    /** Signs an access token; `exp` (unix seconds) is part of the claims. */
    signAccessToken(claims: Omit<AccessClaims, 'typ'>): string;
  }
}

const SESSION_EXPIRED = 'Your session has expired. Please log-in again to continue.';

/**
 * The claims of the request's bearer token: signed by this app and not expired by the app's
 * clock. Throws 401 without one, or when it is forged or expired.
 */
export async function bearerClaims(request: FastifyRequest): Promise<AccessClaims> {
  if (!request.headers.authorization?.startsWith('Bearer ')) throw unauthorized();
  let claims: AccessClaims;
  try {
    claims = AccessClaimsSchema.parse(await request.jwtVerify());
  } catch {
    throw unauthorized(SESSION_EXPIRED);
  }
  if (claims.exp * 1000 <= request.server.deps.clock.now().getTime())
    throw unauthorized(SESSION_EXPIRED);
  return claims;
}

/** The bearer credential when it is an API key rather than a session's JWT. */
export function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith(`Bearer ${API_KEY_PREFIX}`)
    ? header.slice('Bearer '.length)
    : undefined;
}

/** A caller the route's access leaves out: 403, or 404 where the route is `hidden`. */
const refusal = (request: FastifyRequest) =>
  request.routeOptions.config.hidden ? notFound() : forbidden();

function allows(access: RouteAccess, auth: AuthContext): boolean {
  if (access === 'signedIn') return true;
  if (access === 'internal') return auth.role === 'SuperUser' && auth.tenantInternal;
  if (access === 'public' || access === 'token') return true;
  return hasRoleLevel(auth.role, access);
}

/**
 * Bearer JWT authentication and the role check each route declares. The JWT and the role
 * it claims are checked before anything else; the user's stored state (token version,
 * archived, deleted, role, subscription) is read at the start of the request's first tenant
 * transaction, inside it (`depsOf(request)` hands services that guarded database), so an
 * authenticated read costs one transaction and logout, password change, archive and delete
 * still cut access at the very next request. A request that never reaches the database is
 * checked in a transaction of its own before its answer leaves.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      secret: string;
      /** Counts a request made with an API key for its address, before the key is looked up. */
      limitKeyAddress(request: FastifyRequest): Promise<void>;
      lookups: AuthLookups;
    },
  ) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256' },
      // Expiry is judged by the app's clock below (tests control it), not the library's.
      verify: { algorithms: ['HS256'], cache: 10_000, ignoreExpiration: true },
    });
    app.decorateRequest('caller', null);
    app.decorateRequest('auth', {
      getter(this: FastifyRequest) {
        if (!this.caller) throw unauthorized();
        return this.caller;
      },
    });
    app.decorateRequest('bearerClaims', function (this: FastifyRequest) {
      return bearerClaims(this);
    });
    app.decorateRequest('credentialGuard', null);
    app.decorate('signAccessToken', (claims: Omit<AccessClaims, 'typ'>) =>
      app.jwt.sign({ ...claims, typ: 'access' }),
    );

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      // Link-token routes are authorized by their token (plugins/link-tokens.ts), not a bearer.
      if (!access || access === 'public' || access === 'token') return;
      const apiKey = apiKeyOf(request);
      if (apiKey) return authenticateApiKey(request, apiKey);
      const claims = await bearerClaims(request);
      const auth: AuthContext = {
        tenantId: claims.tenantId,
        userId: claims.username,
        role: claims.role,
        email: claims.email,
        name: claims.name,
        // Only the stored state says so; the guard fills it in.
        tenantInternal: false,
      };
      // The claimed role already decides most refusals without the database.
      if (!allows(access === 'internal' ? 'SuperUser' : access, auth)) throw refusal(request);
      request.caller = auth;
      const whose = { tenantId: claims.tenantId, userId: claims.username, sessionId: claims.sid };
      request.credentialGuard = {
        ran: false,
        startRead: options.lookups.credentialRead(whose),
        async check(tx) {
          const state = await options.lookups.credentialState(tx, whose);
          if (!state || state.isDeleted || state.tokenVersion !== claims.tv || !state.sessionLive)
            throw unauthorized(SESSION_EXPIRED);
          if (state.isArchived) throw forbidden('This user is archived');
          // The stored state is the truth: a role changed since sign-in counts at once.
          auth.role = state.role;
          auth.email = state.email;
          auth.name = state.displayName;
          auth.tenantInternal = state.tenantInternal;
          if (!allows(access, auth)) throw refusal(request);
          checkSubscription(request, state.role, state);
          if (mfaSetupRequired(state) && !MFA_SETUP_AREAS.test(request.url))
            throw forbidden(MFA_MESSAGES.setupRequired, MFA_SETUP_REQUIRED);
        },
      };
    });

    const checkSubscription = (request: FastifyRequest, role: SystemRole, state: BillingState) => {
      if (
        !subscriptionAllowsAccess(role, state, app.deps.clock.now()) &&
        !SUBSCRIPTION_FREE_AREAS.test(request.url)
      )
        throw forbidden('Your subscription is not active.', SUBSCRIPTION_INACTIVE);
    };

    /**
     * `Bearer tsk_…`: an Administrator of the key's tenant limited to the key's scopes, on the
     * routes that take keys (plugins/api-key-scopes.ts: each names the scope it needs) and only
     * while GenerateApiKeys is on. The address's key limit is counted first, so made-up keys
     * meet a 429 rather than a lookup each. The key is looked up by its hash inside the tenant
     * it names, with its creator, in a transaction of its own before the body is even read: a
     * key is nothing but its stored state, so an unknown, revoked or expired one learns
     * nothing, not even what the body should have been.
     */
    const authenticateApiKey = async (request: FastifyRequest, key: string) => {
      const scope = apiKeyScopeOf(request.routeOptions);
      if (!scope) throw forbidden(API_KEY_MESSAGES.notAccepted);
      await options.limitKeyAddress(request);
      const parsed = options.lookups.parseApiKey(key);
      if (!parsed || !app.config.FEATURE_FLAGS.GenerateApiKeys)
        throw unauthorized(API_KEY_MESSAGES.invalid);
      const auth: AuthContext = {
        tenantId: parsed.tenantId,
        userId: `api-key:${parsed.prefix}`,
        role: 'admin',
        email: '',
        name: 'API key',
        tenantInternal: false,
      };
      const row = await app.db
        .withLog(request.log)
        .withTenant(parsed.tenantId, (tx) =>
          options.lookups.apiKeyState(tx, { ...parsed, now: app.deps.clock.now() }),
        );
      if (!row.scopes.includes(scope)) throw forbidden(API_KEY_MESSAGES.missingScope(scope));
      auth.name = `${row.name} (API key)`;
      auth.tenantInternal = row.tenantInternal;
      auth.apiKey = { id: row.id, name: row.name, scopes: row.scopes };
      checkSubscription(request, auth.role, row);
      request.caller = auth;
      // Checked already; the guard still marks the request authenticated (idempotent POSTs).
      request.credentialGuard = { ran: true, check: async () => undefined };
    };

    // A handler that answered without touching the database is checked before it is sent.
    app.addHook('onSend', async (request, reply, payload) => {
      const guard = request.credentialGuard;
      if (guard && !guard.ran && reply.statusCode < 400) {
        await app.db.guardedBy(guard).withTenant(request.caller!.tenantId, async () => undefined);
      }
      return payload;
    });
  },
  { name: 'auth', dependencies: ['route-table'] },
);
