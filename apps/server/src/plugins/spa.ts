import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { escapeHtml } from '../lib/html.ts';
import { isPortalPage } from './portal-pages.ts';
import { publicRoutes } from './route-table.ts';

/** The placeholder in the built index.html that the deployment's support address fills. */
const SUPPORT_EMAIL_META = '<meta name="support-email" content="" />';

/** portal.html with the deployment's brand and its ApproveTimePortalRedirect default written in. */
export function portalPage(html: string, brandName: string, approveTimeRedirect: boolean) {
  const brand = escapeHtml(brandName);
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>Approve Time | ${brand}</title>`)
    .replace(/(<meta name="brand-name" content=")[^"]*/, (_m, start: string) => start + brand)
    .replace(
      /(<meta name="approve-time-redirect" content=")[^"]*/,
      (_m, start: string) => start + (approveTimeRedirect ? 'on' : 'off'),
    )
    .replace(/(<span class="tp-brand">)[^<]*/, (_m, start: string) => start + brand);
}

/**
 * Serves the built web app, sending index.html for any unknown non-API path (history fallback),
 * and portal.html for the approval page's addresses.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: { root: string }) => {
    const indexPath = join(options.root, 'index.html');
    // The page names the support address, so the web app can show it even when its config
    // does not load (the technical-difficulties screen, A§2.3).
    const indexHtml = existsSync(indexPath)
      ? readFileSync(indexPath, 'utf8').replace(
          SUPPORT_EMAIL_META,
          `<meta name="support-email" content="${escapeHtml(app.config.SUPPORT_EMAIL)}" />`,
        )
      : null;
    const portalPath = join(options.root, 'portal.html');
    const portalHtml = existsSync(portalPath)
      ? portalPage(
          readFileSync(portalPath, 'utf8'),
          app.config.BRAND_NAME,
          app.config.FEATURE_FLAGS.ApproveTimePortalRedirect,
        )
      : null;
    if (indexHtml) {
      await app.register(async (scope) => {
        publicRoutes(scope);
        await scope.register(fastifyStatic, {
          root: options.root,
          wildcard: false,
          index: false,
          // Built assets come with .br and .gz beside them (apps/web/scripts/precompress.mjs).
          preCompressed: true,
          // Source maps stay on the server for error reports; they are never served.
          globIgnore: ['**/*.map'],
          setHeaders(reply: { header(name: string, value: string): unknown }, path: string) {
            reply.header(
              'cache-control',
              path.startsWith(join(options.root, 'assets'))
                ? 'public, max-age=31536000, immutable'
                : 'no-cache',
            );
          },
        });
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      // A path naming a file (a stale chunk, a source map) is a 404, never the app's page.
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
      const page = portalHtml && isPortalPage(path) ? portalHtml : indexHtml;
      if (page && wantsPage && !path.startsWith('/api/') && path !== '/api') {
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(page);
      }
      return reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${request.method} ${path} not found`,
      });
    });
  },
  { name: 'spa' },
);
