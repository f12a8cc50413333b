import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp, createStartingApp } from './app';
import { bootstrapAdministrators } from './auth/administrators';
import { type Config, ConfigError, configuredAdministrators, loadConfig } from './config';
import { type Database, openDatabase } from './db/database';
import { startEmbeddedMaintenance } from './db/maintenance';
import { migrate } from './db/migrate';
import type { AppEnv } from './http/routes';
import type { Lifecycle } from './lifecycle';
import { createLogger, fallbackLogger, type Logger } from './logging';
import { stopImportWorker } from './modules/imports/worker';
import { seedIfEmpty } from './seed/index';
import { stopGracefullyOnSignals } from './shutdown';

const CONSOLE_DIR = './dist';
const EMBEDDED_MAINTENANCE_INTERVAL_MS = 60_000;

/** Migrates and seeds the database, then builds the app that serves every route. */
async function prepare(db: Database, config: Config, logger: Logger, lifecycle: Lifecycle) {
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${config.dataDir}`;
  const applied = await migrate(db, { warn: (message) => logger.warn(message) });
  logger.info({ applied }, `Database: ${where}; ${applied.length} migration(s) applied.`);
  await bootstrapAdministrators(db, configuredAdministrators(config));
  if (await seedIfEmpty(db)) logger.info('Seeded the database with sample content.');
  const hasConsole = existsSync(`${CONSOLE_DIR}/index.html`);
  if (!hasConsole) {
    logger.warn(`No built console in ${CONSOLE_DIR}: serving the API only (run "npm run build").`);
  }
  return createApp({
    db,
    config,
    logger,
    lifecycle,
    consoleDir: hasConsole ? CONSOLE_DIR : undefined,
  });
}

function urlOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

async function main() {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, format: config.logFormat });
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
    logger,
  });
  // The port opens at once, so that health checks answer while a long migration runs; every
  // other request is answered 503 until the database is ready.
  const lifecycle: Lifecycle = { phase: 'starting' };
  let app: Hono<AppEnv> = createStartingApp({ db, config, logger, lifecycle });
  const server = serve(
    { fetch: (request, env) => app.fetch(request, env), hostname: config.host, port: config.port },
    (info: AddressInfo) => {
      logger.info(
        `Listening on ${urlOf(info)}: health checks answer while the database is prepared.`,
      );
    },
  ) as Server;

  // PostgreSQL servers run autovacuum; the embedded database gets it from this process.
  let stopMaintenance: (() => Promise<void>) | undefined;
  const starting = prepare(db, config, logger, lifecycle);
  stopGracefullyOnSignals(server, {
    lifecycle,
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    async release() {
      await starting.catch(() => undefined);
      // The import under way stops between batches; another instance, or the next start, resumes it.
      await stopImportWorker(db);
      await stopMaintenance?.();
      await db.close();
    },
  });
  app = await starting;
  if (lifecycle.phase !== 'starting') return;
  if (db.kind === 'pglite') {
    stopMaintenance = startEmbeddedMaintenance(db, EMBEDDED_MAINTENANCE_INTERVAL_MS, logger);
  }
  lifecycle.phase = 'serving';
  const url = urlOf(server.address() as AddressInfo);
  logger.info(`Directory admin ready at ${url} (API under ${url}/api)`);
  logger.info(
    config.localSignIn
      ? `Sign in: open ${url} and click "Sign in as local admin" (${config.localAdminEmail}).`
      : `Sign in: open ${url} and sign in with Google as one of ADMIN_EMAILS.`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else fallbackLogger.fatal({ err: error }, 'The server could not start.');
  process.exit(1);
});
