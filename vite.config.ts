import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server the dev server proxies /api to (see `npm run dev`).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8081';

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: apiTarget },
      '/app-config.js': { target: apiTarget },
    },
  },
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
