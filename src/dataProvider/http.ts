import { HttpError } from 'react-admin';
import { sessionStore } from '../authProvider/session';
import { apiUrl } from '../config';

export const CONNECTION_MESSAGE = 'Cannot reach the server. Check your connection and try again.';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiFetchInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; null, undefined and '' are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  form?: FormData;
  /** Send the session's bearer token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
}

/** What an error's body holds: the server's `{ message, errors, request_id }` as it sent them. */
export interface ErrorBody {
  message?: string;
  errors?: Record<string, string>;
  /** Names the request in the server's log. */
  request_id?: string;
}

/**
 * A failed call as react-admin's HttpError, marked with whether the call was a write
 * (HttpError resets its prototype, so a subclass could not be told apart).
 */
function apiError(message: string, status: number, body: ErrorBody | undefined, write: boolean) {
  return Object.assign(new HttpError(message, status, body), { write });
}

/** Whether `error` is the failure of a call that writes (anything but GET). */
export function isFailedWrite(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { write?: unknown }).write === true
  );
}

/**
 * The one HTTP client of the console: resolves `path` under the API base URL, adds the
 * session's bearer token, and answers the parsed JSON body (null when empty). Failures
 * become react-admin HttpErrors whose body carries the server's message and field errors.
 */
export async function apiFetch(path: string, init: ApiFetchInit = {}): Promise<unknown> {
  const response = await send(path, init);
  const parsed = await readJson(response);
  if (!response.ok) throw failure(response, parsed, init);
  return parsed;
}

/** A file the server streamed, with how many CSV records it holds. */
export interface DownloadedFile {
  blob: Blob;
  records: number;
}

/**
 * Downloads a CSV that the server streams, reporting after each chunk how many records have
 * arrived (a line break outside quotes ends one; the header is not counted).
 */
export async function apiDownloadCsv(
  path: string,
  init: Omit<ApiFetchInit, 'method' | 'json' | 'form'> & { onRecords?: (records: number) => void },
): Promise<DownloadedFile> {
  const response = await send(path, { ...init, accept: 'text/csv' });
  if (!response.ok || !response.body) throw failure(response, await readJson(response), init);
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  const decoder = new TextDecoder();
  let quoted = false;
  let lines = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      for (const char of decoder.decode(value, { stream: true })) {
        if (char === '"') quoted = !quoted;
        else if (char === '\n' && !quoted) lines += 1;
      }
      init.onRecords?.(Math.max(0, lines - 1));
    }
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw apiError(DOWNLOAD_CUT_MESSAGE, 0, undefined, false);
  }
  return { blob: new Blob(chunks, { type: 'text/csv' }), records: Math.max(0, lines - 1) };
}

export const DOWNLOAD_CUT_MESSAGE =
  'The download stopped before the end. Check your connection and try again.';

async function send(path: string, init: ApiFetchInit & { accept?: string }): Promise<Response> {
  const url = new URL(`${apiUrl()}${path}`, globalThis.location?.href);
  for (const [name, value] of Object.entries(init.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') {
      url.searchParams.set(name, String(value));
    }
  }
  const headers = new Headers({ Accept: init.accept ?? 'application/json' });
  const token = init.auth === false ? null : sessionStore.get()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (init.form) {
    body = init.form;
  } else if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  try {
    return await fetch(url, { method: init.method ?? 'GET', headers, body, signal: init.signal });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw apiError(CONNECTION_MESSAGE, 0, undefined, isWrite(init));
  }
}

const isWrite = (init: ApiFetchInit) => (init.method ?? 'GET') !== 'GET';

/**
 * A failed answer as the error the console shows: the server's message, else its status. A
 * server fault's message ends with the request's reference, for the user to quote when they
 * report it.
 */
function failure(response: Response, parsed: unknown, init: ApiFetchInit) {
  const errorBody = toErrorBody(parsed);
  const told = errorBody.message || `The server answered with an error (${response.status}).`;
  const message =
    response.status >= 500 && errorBody.request_id
      ? `${told} (Reference: ${errorBody.request_id})`
      : told;
  return apiError(message, response.status, errorBody, isWrite(init));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toErrorBody(parsed: unknown): ErrorBody {
  if (parsed === null || typeof parsed !== 'object') return {};
  const { message, errors, request_id } = parsed as Record<string, unknown>;
  const body: ErrorBody = {};
  if (typeof message === 'string') body.message = message;
  if (typeof request_id === 'string') body.request_id = request_id;
  if (errors !== null && typeof errors === 'object') body.errors = errors as Record<string, string>;
  return body;
}
