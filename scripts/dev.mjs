// `npm run dev`: the API server on API_PORT (8081) and Vite's dev server with hot reload on
// 5173, which proxies /api and /app-config.js to it (see vite.config.ts).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];
const stopAll = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
