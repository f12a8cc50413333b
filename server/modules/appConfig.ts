import { defineRoutes, route } from '../http/routes';

export const appConfigRoutes = defineRoutes('console', [
  route({
    method: 'get',
    path: '/app-config.js',
    summary: "The console's runtime configuration (one build runs in every environment)",
    public: true,
    async handler({ services: { config } }) {
      const body = `window.__APP_CONFIG__ = ${JSON.stringify({
        apiUrl: config.publicApiUrl,
        archiveTab: config.archiveTab,
      })};\n`;
      return new Response(body, {
        headers: {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-store',
        },
      });
    },
  }),
]);
