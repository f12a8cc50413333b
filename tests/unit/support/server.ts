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

/**
 * Every call the console makes under /api reaches `apiServer`: a test's real API server, which
 * answers in this process (tests/api/support/server.ts, `inProcess`).
 */
export function throughTheApi(apiServer: {
  request(path: string, init: RequestInit): Promise<Response>;
}) {
  server.use(
    http.all(api('/*'), async ({ request }) => {
      const { pathname, search } = new URL(request.url);
      const answer = await apiServer.request(`${pathname}${search}`, {
        method: request.method,
        headers: request.headers,
        body: request.method === 'GET' ? undefined : await request.arrayBuffer(),
      });
      return new HttpResponse(await answer.text(), {
        status: answer.status,
        headers: { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' },
      });
    }),
  );
}
