import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { messageText } from '../shared/messages';
import { type Identity, identityFor } from './auth/identity';
import type { Config } from './config';
import { type Database, DatabaseBusyError, isDatabaseBusy } from './db/database';
import { errorResponse, HttpError } from './http/errors';
import { type AppEnv, type RouteModule, registerRoutes } from './http/routes';
import { FailedSignInLimiter } from './http/signInLimiter';
import type { Lifecycle } from './lifecycle';
import { type Logger, requestLogging, silentLogger } from './logging';
import { liveness, readiness } from './modules/health';
import { type ImportWorkerOptions, startImportWorker } from './modules/imports/worker';
import { routeModules } from './routes';
import type { Services } from './services';
import { createFileService } from './uploads/files';

export interface AppOptions {
  db: Database;
  config: Config;
  /** Who vouches for sign-ins; default: Google's keys, or the local key pair in local mode. */
  identity?: Identity;
  /** Directory of the built console (index.html and assets); absent: API only. */
  consoleDir?: string | undefined;
  /** The route modules to serve; default: every module of routes.ts. */
  routes?: RouteModule[];
  /** Where request lines and failures go; default: nowhere (main.ts passes the server's). */
  logger?: Logger;
  /** The process's phase, for the readiness answer; default: serving. */
  lifecycle?: Lifecycle;
  /** The import worker's batch size and lease; false: none (stopped by stopImportWorker). */
  importWorker?: ImportWorkerOptions | false;
}

/** A year, as browsers expect of a site that is only ever served over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer carries. An answer that sets its own policy keeps it (the console page's
 * Content-Security-Policy, an uploaded file's sandbox); the rest, JSON and errors, may load and
 * embed nothing.
 */
function securityHeaders(config: Config) {
  return secureHeaders({
    overwrite: false,
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    strictTransportSecurity: config.servedOverHttps ? HSTS : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Google's sign-in popup reports back to the page that opened it.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      browsingTopics: [],
    },
  });
}

/** The console's policy: its own scripts, plus Google's sign-in and maps when configured. */
export function consoleContentSecurityPolicy(config: Config): string {
  const google = config.googleClientId ? ['https://accounts.google.com'] : [];
  const maps = config.googleMapsApiKey
    ? ['https://maps.googleapis.com', 'https://maps.gstatic.com']
    : [];
  const apiOrigin = /^https?:\/\//.test(config.publicApiUrl)
    ? [new URL(config.publicApiUrl).origin]
    : [];
  const list = (...sources: string[]) => sources.join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...google, ...maps)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...google)}`,
    `img-src ${list("'self'", 'data:', 'blob:', 'https:')}`,
    `font-src ${list("'self'", 'data:', ...(maps.length ? ['https://fonts.gstatic.com'] : []))}`,
    `connect-src ${list("'self'", ...apiOrigin, ...google, ...maps)}`,
    `frame-src ${list(...(google.length ? google : ["'none'"]))}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function serveConsole(app: Hono<AppEnv>, config: Config, consoleDir: string) {
  const root = resolve(consoleDir);
  const policy = consoleContentSecurityPolicy(config);
  const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
  // A path whose last segment has an extension names a file: missing ones stay 404.
  const isClientRoute = (path: string) => !isApi(path) && !/\.[^/]*$/.test(path);
  app.use('*', async (c, next) => {
    await next();
    if (!isApi(c.req.path) && c.res.headers.get('content-type')?.startsWith('text/html')) {
      c.res.headers.set('Content-Security-Policy', policy);
    }
  });
  const assets = serveStatic({ root });
  // Client-side routes (/settings, /organization/12, ...) all load the console's index.html.
  const spaFallback = serveStatic({ root, path: 'index.html' });
  app.get('*', (c, next) => (isApi(c.req.path) ? next() : assets(c, next)));
  app.get('*', (c, next) => (isClientRoute(c.req.path) ? spaFallback(c, next) : next()));
}

/**
 * API answers carry session tokens, people's e-mail addresses and the directory's unpublished
 * content: no cache may keep them. An answer that sets its own policy keeps it (an uploaded file).
 */
const notStored: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.path.startsWith('/api/') && !c.res.headers.has('Cache-Control')) {
    c.res.headers.set('Cache-Control', 'no-store');
  }
};

/** A Hono app with what every answer shares: request ids and logs, security headers, error bodies. */
function baseApp(config: Config, logger: Logger): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', ...requestLogging(logger), securityHeaders(config), notStored);

  // What went wrong unexpectedly is logged with the request's line (logging.ts), not here.
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return errorResponse(c, error.status, error.message, error.errors);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, error.status, error.message || messageText('request_unprocessable'));
    }
    if (isDatabaseBusy(error)) {
      c.header('Retry-After', '5');
      // PostgreSQL's own cancel (57014) is worded as busy; the database layer's says what held it.
      const busy = error instanceof DatabaseBusyError ? error : new DatabaseBusyError();
      return errorResponse(c, 503, busy.message);
    }
    return errorResponse(c, 500, messageText('server_fault'));
  });
  app.notFound((c) =>
    errorResponse(c, 404, messageText('no_endpoint', { method: c.req.method, path: c.req.path })),
  );
  return app;
}

export async function createApp(options: AppOptions): Promise<Hono<AppEnv>> {
  const { db, config } = options;
  const services: Services = {
    db,
    config,
    lifecycle: options.lifecycle ?? { phase: 'serving' },
    identity: options.identity ?? (await identityFor(config)),
    files: await createFileService(db, config.publicApiUrl),
    signInLimiter: new FailedSignInLimiter(
      db,
      config.signInMaxFailures,
      config.signInFailureWindowMinutes * 60_000,
    ),
  };
  const app = baseApp(config, options.logger ?? silentLogger);
  registerRoutes(app, options.routes ?? routeModules, services);
  if (options.importWorker !== false) {
    startImportWorker(services, options.logger ?? silentLogger, options.importWorker);
  }
  if (options.consoleDir && existsSync(join(options.consoleDir, 'index.html'))) {
    serveConsole(app, config, options.consoleDir);
  }
  return app;
}

export const STARTING_MESSAGE = messageText('server_starting');

/**
 * What answers while the server migrates and seeds the database, before createApp can build its
 * services: the health routes, and 503 with Retry-After for everything else.
 */
export function createStartingApp(
  options: Pick<AppOptions, 'db' | 'config' | 'logger'> & { lifecycle: Lifecycle },
): Hono<AppEnv> {
  const { db, lifecycle } = options;
  const app = baseApp(options.config, options.logger ?? silentLogger);
  app.get('/api/health', async (c) => c.json({ data: await liveness(c, db, lifecycle) }));
  app.get('/api/health/ready', async (c) => c.json({ data: await readiness(c, db, lifecycle) }));
  app.all('*', (c) => {
    c.header('Retry-After', '5');
    return errorResponse(c, 503, STARTING_MESSAGE);
  });
  return app;
}
