import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API_ORIGIN = 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    // The offline shell (GUIDE §5, src/offline/service-worker.ts). Build only: the dev server has no worker.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      filename: 'sw.js',
      includeManifestIcons: false,
      manifest: {
        name: 'Fieldbook',
        short_name: 'Fieldbook',
        description: 'Contact reporting for law-enforcement agencies',
        start_url: '/app',
        scope: '/',
        display: 'standalone',
        theme_color: '#16324f',
        background_color: '#f4f6f9',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        // Every built file, lazy page chunks included, so /app/report and /app/business-card open offline.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,woff2}'],
        // Routes of the single-page app get index.html offline; API and configuration calls never do.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/configurations\//],
        cleanupOutdatedCaches: true,
        // No expiration plugin: it would open an IndexedDB in the worker, and the worker leaves IndexedDB alone.
        runtimeCaching: [
          {
            // State configurations (public JSON) stay usable offline; nothing under /api is ever cached.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin && request.method === 'GET' && url.pathname.startsWith('/configurations/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'fieldbook-configurations', cacheableResponse: { statuses: [200] } },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    // WEB_DIST_DIR: a build elsewhere, the one the server then serves (npm start, the start bench); else apps/web/dist.
    outDir: process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/configurations': API_ORIGIN,
    },
  },
});
