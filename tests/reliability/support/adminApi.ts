import type { Page } from 'playwright-core';

export interface ApiAnswer {
  status: number;
  body: { data?: Record<string, unknown>; message?: string } | null;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
}

/** One bearer-token call to the API under `baseUrl`; answers the status and the parsed body. */
export async function callApi(
  baseUrl: string,
  token: string,
  path: string,
  { method = 'GET', json, form }: ApiRequest = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  let body: FormData | string | undefined = form;
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }
  const response = await fetch(`${baseUrl}/api${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

/**
 * A second administrator session (its own local sign-in), as another person at another
 * desk would have: it reads and writes records beside the console under test.
 */
export async function secondSession(baseUrl: string) {
  const signIn = async (path: string, json: unknown) => {
    const answer = await callApi(baseUrl, '', path, { method: 'POST', json });
    if (answer.status !== 200) throw new Error(`POST ${path} -> ${answer.status}`);
    return answer.body?.data as Record<string, string>;
  };
  const { credential } = await signIn('/admin/auth/local', {});
  const { token } = await signIn('/admin/auth/google', { token: credential });
  if (!token) throw new Error('The local sign-in answered no session token.');
  return {
    call: (path: string, request?: ApiRequest) => callApi(baseUrl, token, path, request),
  };
}

export type SecondSession = Awaited<ReturnType<typeof secondSession>>;

/** The session token the console in `page` keeps in its storage (src/authProvider/session.ts). */
export async function consoleToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('directory-admin.session'));
  const token = raw ? (JSON.parse(raw) as { token?: unknown }).token : undefined;
  if (typeof token !== 'string') throw new Error('The console holds no session token.');
  return token;
}
