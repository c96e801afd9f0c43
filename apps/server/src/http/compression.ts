import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers whose bodies carry credentials (tokens, two-step secrets and recovery codes) are never compressed: a
 * compressed secret beside text an attacker chose can be guessed from the length (BREACH).
 */
const CARRIES_CREDENTIALS = [/^\/api\/auth(\/|$)/, /^\/api\/users\/me\/two-step(\/|$)/];

export const carriesCredentials = (routeUrl: string) => CARRIES_CREDENTIALS.some((pattern) => pattern.test(routeUrl));

/**
 * Compresses API answers over 1 kB (the analytics dashboard's is about 500 kB of JSON) with Brotli or gzip as the
 * client accepts. Brotli at quality 4: close to gzip's speed, smaller output; the web app's files are compressed once
 * at build time instead (scripts/precompress-assets.mjs). Register before any route.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (carriesCredentials(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
