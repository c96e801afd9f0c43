/** What the browser may load from elsewhere than this server: the configured map, geocoder, videos and payment. */
export interface ExternalOrigins {
  /** fetch/XHR: map style and tiles, geocoder, the payment provider's API. */
  connect: string[];
  /** images: map tiles and sprites. */
  img: string[];
  /** video: tutorials. */
  media: string[];
}

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? [origin] : [];
  } catch {
    return [];
  }
};

/**
 * The origins named by the configuration (issue 12 item 7: name them instead of allowing any https origin):
 * VITE_MAP_STYLE_URL, VITE_GEOCODER_URL, VITE_TUTORIALS_URL (the same variables the web build reads), Stripe's API with
 * PAYMENT_PROVIDER=stripe, and CSP_EXTRA_ORIGINS (space-separated) for tile or glyph hosts a map style names.
 */
export function readExternalOrigins(env: NodeJS.ProcessEnv): ExternalOrigins {
  const extra = (env.CSP_EXTRA_ORIGINS ?? '').split(/\s+/).flatMap(originOf);
  const map = [...originOf(env.VITE_MAP_STYLE_URL), ...extra];
  const payment = env.PAYMENT_PROVIDER === 'stripe' ? originOf(env.STRIPE_API_BASE || 'https://api.stripe.com') : [];
  const unique = (origins: string[]) => [...new Set(origins)];
  return {
    connect: unique([...map, ...originOf(env.VITE_GEOCODER_URL), ...payment]),
    img: unique(map),
    media: unique(originOf(env.VITE_TUTORIALS_URL)),
  };
}

/**
 * The Content-Security-Policy of every answer. Styles come from our own files; inline style attributes stay allowed
 * (style-src-attr) because the map and positioned popovers set them, but no inline <style> element can run.
 */
export function contentSecurityPolicy(origins: ExternalOrigins): string {
  const list = (base: string[], extra: string[]) => [...base, ...extra].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src ${list(["'self'", 'data:', 'blob:'], origins.img)}`,
    `connect-src ${list(["'self'"], origins.connect)}`,
    `media-src ${list(["'self'"], origins.media)}`,
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}
