import { type Agent, request as httpRequest } from 'node:http';

/** A request sent on its own connection, answered later. */
export interface InFlight {
  label: string;
  /** Whether the answer (or an error) has arrived. */
  settled(): boolean;
  /** Resolves once the connection is open and the request is sent (a body only half). */
  started: Promise<void>;
  /** Sends the rest of the body. */
  finish(): void;
  answer: Promise<{ status: number; body: string }>;
}

/**
 * One request on its own keep-alive connection (as a browser holds them). A body is sent in two
 * halves, the second on `finish()`, so the request is surely in flight until then: a slow
 * upload.
 */
export function send(
  port: number,
  agent: Agent,
  options: { method: string; path: string; token: string; contentType?: string; body?: Buffer },
): InFlight {
  const body = options.body ?? Buffer.alloc(0);
  const half = Math.floor(body.length / 2);
  let started: () => void = () => undefined;
  const startedPromise = new Promise<void>((resolve) => {
    started = resolve;
  });
  let finish: () => void = () => undefined;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        agent,
        headers: {
          Authorization: `Bearer ${options.token}`,
          ...(options.contentType
            ? { 'Content-Type': options.contentType, 'Content-Length': String(body.length) }
            : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    if (body.length === 0) {
      request.end(() => started());
    } else {
      request.write(body.subarray(0, half), () => started());
      finish = () => {
        request.end(body.subarray(half));
      };
    }
  });
  let settled = false;
  void answer.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
      // A refused or reset connection must not leave `started` waiting for ever.
      started();
    },
  );
  return {
    label: `${options.method} ${options.path}`,
    settled: () => settled,
    started: startedPromise,
    finish: () => finish(),
    answer,
  };
}

/** GET `path` on a connection of its own (not a kept-alive one): `answered <status>` or the error code. */
export function onNewConnection(port: number, path: string): Promise<string> {
  return new Promise((resolve) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(`answered ${response.statusCode}`));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
    request.end();
  });
}
