import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/** Responses smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API responses over 1 KB with gzip (or deflate). Static assets are compressed
 * at build time and served precompressed by the SPA plugin; a response that already has a
 * content-encoding is left alone.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['gzip', 'deflate'],
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
