import type { Server } from 'node:http';
import type { Lifecycle } from './lifecycle';
import type { Logger } from './logging';

export interface ShutdownOptions {
  lifecycle: Lifecycle;
  logger: Logger;
  /** Requests in flight may take this long after the signal; then the process exits anyway. */
  timeoutMs: number;
  /** Releases what the server holds (the database) once no request is left. */
  release: () => Promise<void>;
}

/**
 * On SIGTERM or SIGINT: readiness turns 503, the port closes (new connections are refused), idle
 * keep-alive connections are closed, and the process exits 0 once the requests in flight are
 * answered and `release` is done, or 1 at the deadline, whatever still runs.
 */
export function stopGracefullyOnSignals(server: Server, options: ShutdownOptions): void {
  const { lifecycle, logger, timeoutMs } = options;
  let inFlight = 0;
  server.on('request', (_request, response) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
      // A keep-alive connection whose last request is answered would otherwise hold close().
      if (lifecycle.phase === 'stopping') setImmediate(() => server.closeIdleConnections());
    });
  });

  const stop = (signal: NodeJS.Signals) => {
    if (lifecycle.phase === 'stopping') return;
    lifecycle.phase = 'stopping';
    const deadline = setTimeout(() => {
      logger.warn(
        { in_flight: inFlight, timeout_ms: timeoutMs },
        `Requests still running ${timeoutMs / 1000} s after ${signal}; stopping anyway.`,
      );
      server.closeAllConnections();
      process.exit(1);
    }, timeoutMs);
    server.close(async () => {
      try {
        await options.release();
      } catch (error) {
        logger.error({ err: error }, 'Releasing the database failed while stopping.');
      }
      clearTimeout(deadline);
      logger.info('Stopped.');
      process.exit(0);
    });
    server.closeIdleConnections();
    // Logged once the port is closed, so whoever reads it (an operator, a supervisor, a test)
    // knows new connections are refused from then on.
    logger.info(
      { in_flight: inFlight, timeout_ms: timeoutMs },
      `${signal} received: no longer accepting connections; finishing requests in flight, then stopping.`,
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
