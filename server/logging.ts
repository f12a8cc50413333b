import type { Context, MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import pino from 'pino';
import pretty from 'pino-pretty';
import type { AppEnv } from './http/routes';

export type Logger = pino.Logger;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** `json`: one JSON object per line, for log collectors; `pretty`: readable lines for a terminal. */
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface LoggerOptions {
  level: LogLevel;
  /** Default: `pretty` when standard output is a terminal, else `json`. */
  format?: LogFormat | undefined;
  /** Where JSON lines go; default: standard output. */
  destination?: pino.DestinationStream;
}

/** The server's logger: JSON lines with an ISO time and the level's name, on standard output. */
export function createLogger({ level, format, destination }: LoggerOptions): Logger {
  const options: pino.LoggerOptions = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  const chosen = format ?? (process.stdout.isTTY ? 'pretty' : 'json');
  if (chosen === 'json') return destination ? pino(options, destination) : pino(options);
  return pino(options, pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }));
}

/** For code that runs without the server's configuration (a database opened by a script or test). */
export const fallbackLogger: Logger = createLogger({ level: 'info', format: 'json' });

/** Writes nothing: an app built by a test or a script logs only when given a logger. */
export const silentLogger: Logger = pino({ level: 'silent' });

/** The request's own logger, bound to its request id; set by `requestLogging`. */
export const requestLogger = (c: Context): Logger =>
  (c.get('log') as Logger | undefined) ?? fallbackLogger;

declare module 'hono' {
  interface ContextVariableMap {
    log: Logger;
  }
}

/**
 * Gives every request an id (a well-formed `X-Request-Id` from the client or a proxy, else a new
 * UUID), returned as the `X-Request-Id` header, and writes one line per request when it is
 * answered: its id, method, route pattern (never the URL, whose query may hold a file's signature
 * or what someone searched), status, duration and administrator. An unexpected failure's error,
 * with its stack, goes on that line and nowhere else (a 503 gets its reason at info, no stack);
 * headers and bodies are never logged.
 */
export function requestLogging(logger: Logger): MiddlewareHandler<AppEnv>[] {
  const logEachRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
    const started = performance.now();
    const log = logger.child({ request_id: c.get('requestId') });
    c.set('log', log);
    await next();
    const { status } = c.res;
    const line = {
      method: c.req.method,
      route: routePath(c),
      status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
      administrator_id: c.get('administrator')?.id,
    };
    // A 503 is expected (starting, stopping, a busy database): its reason, never a stack.
    if (status === 503) log.info({ ...line, reason: c.error?.message }, 'request unavailable');
    else if (status >= 500) log.error({ ...line, err: c.error }, 'request failed');
    else log.info(line, 'request');
  };
  return [requestId(), logEachRequest];
}
