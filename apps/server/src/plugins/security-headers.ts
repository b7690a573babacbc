import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The PDF window shows the timesheet's PDF from a blob: address (A§2.6).
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');
// The API reference page runs swagger-ui's inline start-up script.
const DOCS_CSP = APP_CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");

/** Security headers on every answer; no referrer ever leaves, so e-mailed codes cannot leak. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { https: boolean }) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('cross-origin-resource-policy', 'same-origin');
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
      reply.header(
        'content-security-policy',
        request.url.startsWith('/api/docs') ? DOCS_CSP : APP_CSP,
      );
      if (options.https)
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'security-headers' },
);
