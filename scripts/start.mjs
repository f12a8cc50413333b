// `npm start`: builds the console when it is missing or stale, then runs the API server,
// which also serves the built console (one process, one port).
import { spawn } from 'node:child_process';
import { buildConsoleIfStale } from './console-build.mjs';

buildConsoleIfStale();

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
