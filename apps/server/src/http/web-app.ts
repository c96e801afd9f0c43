import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@fieldbook/domain';
import type { FastifyInstance } from 'fastify';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/configurations/');
/** A request for a file (an old asset name after a deploy, say) gets a 404, never the page in its place. */
const isFilePath = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every other
 * GET outside /api so the browser router handles the path. Without a build, only JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const indexPath = distDir ? join(distDir, 'index.html') : null;
  const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;

  if (distDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz copies (scripts/precompress-assets.mjs): sent as they are to browsers that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        const isHashed = filePath.includes(`${join(distDir, 'assets')}`);
        res.setHeader('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !isFilePath(request.url);
    if (isPage && indexHtml) return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    return reply.code(404).send({ detail: ERROR_CODES.notFound });
  });
}
