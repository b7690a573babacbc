import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LINK_TOKEN_MESSAGES } from '@tallysheet/contract/common/link-tokens';
import type { Tx } from '../db/client.ts';
import { unauthorized } from '../lib/http-errors.ts';

/** What a verified link token opens: its tenant, purpose and subject. */
interface LinkTokenContext {
  /** A short handle of the token (the start of its stored hash): which link acted, for the audit trail. */
  id: string;
  tenantId: string;
  purpose: string;
  subject: Record<string, string>;
  expiresAt: Date;
}

/**
 * What the plugin looks up, handed over at registration (app.ts) by the modules that own it,
 * so that the plugin imports no module.
 */
export interface LinkTokenLookups {
  /** The tenant a token names and the token's hash; undefined when it is not shaped as one. */
  parseToken(token: string): { tenantId: string; hash: string } | undefined;
  /** The stored token of that hash in that tenant, revoked or not. */
  tokenRecord(
    tx: Tx,
    params: { tenantId: string; hash: string },
  ): Promise<
    | { purpose: string; subject: Record<string, string>; expiresAt: Date; revokedAt: Date | null }
    | undefined
  >;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on `access: 'token'` routes once their link token is verified. */
    linkToken: LinkTokenContext | null;
  }
}

/** Link tokens written into a URL path, so request logs can hide them as they hide query strings. */
const PATH_TOKEN = /\/[^/?]+\.[A-Za-z0-9_-]{43}(?=[/?]|$)/g;
export const redactLinkTokens = (path: string) => path.replace(PATH_TOKEN, '/[token]');

function tokenOf(request: FastifyRequest): string | undefined {
  const params = request.params as Record<string, unknown> | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const token = params?.token ?? query?.token;
  return typeof token === 'string' && token ? token : undefined;
}

/**
 * Authorizes `access: 'token'` routes: the token names its tenant, so it is looked up by its
 * hash inside that tenant only; a missing, malformed, unknown, other-tenant, other-purpose,
 * revoked or expired token is a 401, all alike but for expiry (which only the real token's
 * holder can learn). The lookup runs at preParsing, after every onRequest hook, so the
 * area's per-address limit (an onRequest hook of the route's scope) refuses first and a
 * flood of made-up tokens costs no query.
 */
export const linkTokensPlugin = fp(
  async (app: FastifyInstance, options: { lookups: LinkTokenLookups }) => {
    app.decorateRequest('linkToken', null);
    app.addHook('preParsing', async (request) => {
      const { access, linkPurpose } = request.routeOptions.config;
      if (access !== 'token') return;
      const token = tokenOf(request);
      const parsed = token ? options.lookups.parseToken(token) : undefined;
      if (!parsed || !linkPurpose) throw unauthorized(LINK_TOKEN_MESSAGES.invalid);
      const row = await app.db.withTenant(parsed.tenantId, (tx) =>
        options.lookups.tokenRecord(tx, { tenantId: parsed.tenantId, hash: parsed.hash }),
      );
      if (!row || row.revokedAt || row.purpose !== linkPurpose)
        throw unauthorized(LINK_TOKEN_MESSAGES.invalid);
      if (row.expiresAt <= app.deps.clock.now()) throw unauthorized(LINK_TOKEN_MESSAGES.expired);
      request.linkToken = {
        id: parsed.hash.slice(0, 16),
        tenantId: parsed.tenantId,
        purpose: row.purpose,
        subject: row.subject,
        expiresAt: row.expiresAt,
      };
    });
  },
  { name: 'link-tokens', dependencies: ['route-table'] },
);
