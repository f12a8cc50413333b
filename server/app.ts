import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { type Identity, identityFor } from './auth/identity';
import type { Config } from './config';
import { type Database, DatabaseBusyError, isDatabaseBusy } from './db/database';
import { errorBody, HttpError } from './http/errors';
import { createFileService } from './http/files';
import { type AppEnv, type RouteModule, registerRoutes } from './http/routes';
import { FailedSignInLimiter } from './http/signInLimiter';
import { routeModules } from './routes';
import type { Services } from './services';

export interface AppOptions {
  db: Database;
  config: Config;
  /** Who vouches for sign-ins; default: Google's keys, or the local key pair in local mode. */
  identity?: Identity;
  /** Directory of the built console (index.html and assets); absent: API only. */
  consoleDir?: string | undefined;
  /** The route modules to serve; default: every module of routes.ts. */
  routes?: RouteModule[];
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

export async function createApp(options: AppOptions): Promise<Hono<AppEnv>> {
  const { db, config } = options;
  const services: Services = {
    db,
    config,
    identity: options.identity ?? (await identityFor(config)),
    files: await createFileService(db, config.publicApiUrl),
    signInLimiter: new FailedSignInLimiter(
      config.signInMaxFailures,
      config.signInFailureWindowMinutes * 60_000,
    ),
  };
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(errorBody(error.message, error.errors), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        errorBody(error.message || 'The request could not be processed.'),
        error.status,
      );
    }
    if (isDatabaseBusy(error)) {
      console.warn(`${c.req.method} ${c.req.path}: the database did not answer in time (503).`);
      c.header('Retry-After', '5');
      return c.json(errorBody(new DatabaseBusyError().message), 503);
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.json(errorBody('Something went wrong on the server. Try again later.'), 500);
  });
  app.notFound((c) => c.json(errorBody(`No such endpoint: ${c.req.method} ${c.req.path}`), 404));

  registerRoutes(app, options.routes ?? routeModules, services);
  if (options.consoleDir && existsSync(join(options.consoleDir, 'index.html'))) {
    serveConsole(app, config, options.consoleDir);
  }
  return app;
}
