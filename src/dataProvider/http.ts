import { HttpError } from 'react-admin';
import type { CodedMessage } from '../../shared/messages';
import { sessionStore } from '../authProvider/session';
import { apiUrl } from '../config';
import { flatten, interpolate } from '../i18n/messages';
import { en as dataEnglish } from './messages.en';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiFetchInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; null, undefined and '' are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  form?: FormData;
  /** Sent as it is, with its own type (a CSV file to import), streamed by the browser. */
  file?: Blob;
  /** Send the session's bearer token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
}

/**
 * What an error's body holds: the server's `{ message, code, params, errors, error_codes,
 * request_id }`, its field errors in the console's language (react-admin's forms show `errors`).
 */
export interface ErrorBody {
  /** The server's message, in English. */
  message?: string;
  /** The message's code and params in the registry (shared/messages.ts). */
  code?: string;
  params?: Record<string, string>;
  errors?: Record<string, string>;
  error_codes?: Record<string, CodedMessage>;
  /** Names the request in the server's log. */
  request_id?: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The client's own failure texts in English, by key. */
const DATA_ENGLISH = flatten({ console: { dataProvider: dataEnglish } });

/**
 * Until the console's languages load (the sign-in screen goes without them, for its budget),
 * failures read as the server wrote them, and the client's own ones in English.
 */
const inEnglish: Translate = (key, options = {}) => {
  const text = DATA_ENGLISH.get(key) ?? (typeof options._ === 'string' ? options._ : key);
  return interpolate(text, options);
};

let translate: Translate = inEnglish;

/** From now on, failures are worded by the console's i18n provider, in its language. */
export function wordFailuresWith(translateWith: Translate): void {
  translate = translateWith;
}

/**
 * An API message in the console's language: the translation of the code the server sent, else
 * of its English text (which the i18n provider recognises when it is a registry message).
 */
export function translatedMessage(message: string, coded?: CodedMessage): string {
  return translate(coded ? `errors.${coded.code}` : message, { ...coded?.params, _: message });
}

/** The field errors in the console's language, each by its code when the server sent one. */
export function translatedFieldErrors(
  errors: Record<string, string>,
  codes: Record<string, CodedMessage> = {},
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      typeof message === 'string' ? translatedMessage(message, codes[field]) : message,
    ]),
  );
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

/**
 * Sends a request for a file of `type` that the server streams: its answer, whose body the caller
 * reads (see download.ts); a failed answer throws as `apiFetch` does.
 */
export async function sendForFile(path: string, type: string, init: ApiFetchInit) {
  const response = await send(path, { ...init, accept: type });
  if (!response.ok || !response.body) throw failure(response, await readJson(response), init);
  return response.body;
}

/** The error of a download that was cut short. */
export const downloadCut = () =>
  apiError(translate('console.dataProvider.download_cut'), 0, undefined, false);

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
  } else if (init.file) {
    headers.set('Content-Type', init.file.type || 'text/csv');
    body = init.file;
  } else if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  try {
    return await fetch(url, { method: init.method ?? 'GET', headers, body, signal: init.signal });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw apiError(translate('console.dataProvider.connection'), 0, undefined, isWrite(init));
  }
}

const isWrite = (init: ApiFetchInit) => (init.method ?? 'GET') !== 'GET';

/**
 * A failed answer as the error the console shows: the server's message in the console's
 * language, else its status. A server fault's message ends with the request's reference, for
 * the user to quote when they report it.
 */
function failure(response: Response, parsed: unknown, init: ApiFetchInit) {
  const errorBody = toErrorBody(parsed);
  const coded = errorBody.code
    ? { code: errorBody.code, params: errorBody.params ?? {} }
    : undefined;
  const told = errorBody.message
    ? translatedMessage(errorBody.message, coded)
    : translate('console.dataProvider.status', { status: response.status });
  const message =
    response.status >= 500 && errorBody.request_id
      ? translate('console.dataProvider.with_reference', {
          message: told,
          reference: errorBody.request_id,
        })
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

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

function toErrorBody(parsed: unknown): ErrorBody {
  if (!isObject(parsed)) return {};
  const { message, code, params, errors, error_codes, request_id } = parsed;
  const body: ErrorBody = {};
  if (typeof message === 'string') body.message = message;
  if (typeof code === 'string') body.code = code;
  if (isObject(params)) body.params = params as Record<string, string>;
  if (typeof request_id === 'string') body.request_id = request_id;
  const codes = isObject(error_codes) ? (error_codes as Record<string, CodedMessage>) : undefined;
  if (codes) body.error_codes = codes;
  if (isObject(errors))
    body.errors = translatedFieldErrors(errors as Record<string, string>, codes);
  return body;
}
