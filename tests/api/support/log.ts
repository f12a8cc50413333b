import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../../server/logging';

/** The server's logger as main.ts makes it (JSON lines), writing into `lines` instead of stdout. */
export function capturedLog(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ level: 'info', format: 'json', destination }), lines };
}
