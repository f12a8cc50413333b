import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { bootstrapAdministrators } from './auth/administrators';
import { ConfigError, configuredAdministrators, loadConfig } from './config';
import { openDatabase } from './db/database';
import { startEmbeddedMaintenance } from './db/maintenance';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './seed/index';

const CONSOLE_DIR = './dist';
const EMBEDDED_MAINTENANCE_INTERVAL_MS = 60_000;

async function main() {
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${config.dataDir}`;
  const applied = await migrate(db);
  console.log(`Database: ${where}; ${applied.length} migration(s) applied.`);
  await bootstrapAdministrators(db, configuredAdministrators(config));
  if (await seedIfEmpty(db)) console.log('Seeded the database with sample content.');
  // PostgreSQL servers run autovacuum; the embedded database gets it from this process.
  const stopMaintenance =
    db.kind === 'pglite'
      ? startEmbeddedMaintenance(db, EMBEDDED_MAINTENANCE_INTERVAL_MS)
      : undefined;

  const hasConsole = existsSync(`${CONSOLE_DIR}/index.html`);
  if (!hasConsole) {
    console.warn(`No built console in ${CONSOLE_DIR}: serving the API only (run "npm run build").`);
  }
  const app = await createApp({ db, config, consoleDir: hasConsole ? CONSOLE_DIR : undefined });
  const server = serve(
    { fetch: app.fetch, hostname: config.host, port: config.port },
    (info: AddressInfo) => {
      const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      const url = `http://${host}:${info.port}`;
      console.log(`Directory admin listening on ${url} (API under ${url}/api)`);
      console.log(
        config.localSignIn
          ? `Sign in: open ${url} and click "Sign in as local admin" (${config.localAdminEmail}).`
          : `Sign in: open ${url} and sign in with Google as one of ADMIN_EMAILS.`,
      );
    },
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // close() stops accepting connections and waits for in-flight requests; idle keep-alive
    // connections would otherwise hold it open.
    server.close(async () => {
      await stopMaintenance?.();
      await db.close();
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    // Printed once the port is closed, so whoever reads it (an operator, a supervisor, a test)
    // knows new connections are refused from then on.
    console.log(
      `${signal} received: no longer accepting connections; finishing requests in flight, then stopping.`,
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
