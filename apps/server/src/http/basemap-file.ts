import { createReadStream, existsSync, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/** Where the web app finds the agency's basemap: a fixed path, so the maps need no setting of their own. */
export const BASEMAP_PATH = '/basemap/region.pmtiles';

/** 'bytes=0-16383' → [0, 16383] within a file of `size` bytes; null when the range cannot be served. */
export function parseByteRange(header: string, size: number): [number, number] | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1] // the last N bytes
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start <= end && start < size ? [start, end] : null;
}

/**
 * An agency's own basemap (docs/offline-basemap.md): a PMTiles file named by FIELDBOOK_BASEMAP_PMTILES, served from
 * Fieldbook itself with range requests, which is how MapLibre's pmtiles protocol reads its tiles. Without the
 * setting the path answers 404 and the maps stand on the census lines shipped with the web app.
 */
export function registerBasemapFile(app: FastifyInstance, file: string | null): void {
  if (!file) return;
  if (!existsSync(file)) {
    app.log.warn({ file }, 'FIELDBOOK_BASEMAP_PMTILES names no file: the maps use the census lines');
    return;
  }
  app.get(BASEMAP_PATH, async (request, reply) => {
    const { size, mtime } = statSync(file);
    reply
      .header('accept-ranges', 'bytes')
      .header('content-type', 'application/vnd.pmtiles')
      .header('cache-control', 'public, max-age=86400')
      .header('etag', `"${size.toString(16)}-${mtime.getTime().toString(16)}"`);
    const header = request.headers.range;
    if (!header) return reply.header('content-length', size).send(createReadStream(file));
    const range = parseByteRange(header, size);
    if (!range) return reply.code(416).header('content-range', `bytes */${size}`).send();
    const [start, end] = range;
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1)
      .send(createReadStream(file, { start, end }));
  });
}
