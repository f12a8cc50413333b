import { setupServer } from 'msw/node';

/** The one MSW server of the unit tests; each test adds its handlers with `server.use`. */
export const server = setupServer();

/** Absolute URL of an API path as the console calls it (the default base is /api). */
export function api(path: string): string {
  return new URL(`/api${path}`, globalThis.location.href).href;
}
