// Builds the console with Vite when dist/ is missing or older than the console's sources.
// Used by `npm start` and by the browser tests, so both always serve the current code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const BUILD_MARKER = 'dist/index.html';
const SOURCES = ['src', 'shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stat.mtimeMs,
  );
}

function consoleIsStale() {
  if (!existsSync(BUILD_MARKER)) return true;
  const built = statSync(BUILD_MARKER).mtimeMs;
  return SOURCES.some((source) => existsSync(source) && newestChange(source) > built);
}

export function buildConsoleIfStale() {
  if (!consoleIsStale()) return;
  console.log('Building the console (vite build)...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) buildConsoleIfStale();
