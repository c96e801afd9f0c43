import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';

/** One year; sent only when people reach Fieldbook over https (PUBLIC_URL), where it cannot lock anyone out of http. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The browser features Fieldbook uses: the device position for a report's location, on its own pages only; the rest off
 * (issue 23: a script that got in could not turn on the camera or microphone).
 */
export const PERMISSIONS_POLICY =
  'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), accelerometer=(), gyroscope=(), magnetometer=(), display-capture=()';

/**
 * ASVS 3.4 / 14.3.2: the headers every answer carries; API answers are never stored by caches. Cross-origin isolation of
 * the window (COOP) and of every resource (CORP): no other site's page can hold a handle to Fieldbook's window or load
 * its answers (nothing of ours is embedded elsewhere: mails carry no images).
 */
export function createSecurityHeaders(config: Pick<ServerConfig, 'publicUrl' | 'externalOrigins'>) {
  const policy = contentSecurityPolicy(config.externalOrigins);
  const isHttps = config.publicUrl.startsWith('https://');
  return (reply: FastifyReply, url: string) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', policy);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    if (isHttps) reply.header('strict-transport-security', HSTS);
    if (url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  };
}

export function registerSecurityHeaders(app: FastifyInstance, setHeaders: ReturnType<typeof createSecurityHeaders>): void {
  app.addHook('onSend', async (request, reply) => setHeaders(reply, request.url));
}
