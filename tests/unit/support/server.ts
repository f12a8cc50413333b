import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** The one MSW server of the unit tests; each test adds its handlers with `server.use`. */
export const server = setupServer();

/** Absolute URL of an API path as the console calls it (the default base is /api). */
export function api(path: string): string {
  return new URL(`/api${path}`, globalThis.location.href).href;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Answers `method path` with `body` (JSON) and `status`, and records each request it
 * answered so that a test can check the URL, headers and body the console sent.
 */
export function route(method: Method, path: string, body: unknown, status = 200): Request[] {
  const requests: Request[] = [];
  server.use(
    http[method](api(path), ({ request }) => {
      requests.push(request.clone());
      return HttpResponse.json(body as Parameters<typeof HttpResponse.json>[0], { status });
    }),
  );
  return requests;
}

/** The query parameters of a recorded request, as a plain object. */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** What `promise` rejects with, such as the error of a call the server refused; null if it resolves. */
export function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (reason: unknown) => reason,
  );
}
