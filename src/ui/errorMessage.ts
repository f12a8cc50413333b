import { invalidFieldsMessage } from '../../shared/validation';

/** The message an error carries (for a react-admin HttpError, the server's), or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The per-field messages of a react-admin HttpError whose body carries `errors`. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null || !('body' in error)) return {};
  const body = (error as { body?: unknown }).body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = (body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The message the server sent in English with a react-admin HttpError, else the error's. */
function serverMessageOf(error: unknown): string | undefined {
  const body = typeof error === 'object' && error !== null && 'body' in error ? error.body : null;
  const message = typeof body === 'object' && body !== null && 'message' in body && body.message;
  if (typeof message === 'string') return message;
  return error instanceof Error ? error.message : undefined;
}

/**
 * The message of a failure as the user reads it: when the server refused fields by name
 * (`Invalid fields: url`), they are named by `labelOf` (`Invalid fields: URL`), in the
 * console's language (`translate` recognises the API's message), in the order `order` gives
 * (the form's).
 */
export function labelledErrorMessage(
  error: unknown,
  fallback: string,
  labelOf: (field: string) => string,
  translate: (message: string) => string,
  order: (fields: string[]) => string[] = (fields) => fields,
): string {
  const fields = Object.keys(fieldErrorsOf(error));
  return fields.length > 0 && serverMessageOf(error) === invalidFieldsMessage(fields)
    ? translate(invalidFieldsMessage(order(fields).map(labelOf)))
    : errorMessage(error, fallback);
}

/** The HTTP status of a react-admin HttpError, if the error is one. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' ? status : undefined;
}

/** A refusal by role (`role_viewer`, `role_outside_region`...): said where it happened; the session goes on. */
export function isRoleRefusal(error: unknown): boolean {
  if (statusOf(error) !== 403) return false;
  const { body } = error as { body?: { code?: unknown } };
  return typeof body?.code === 'string' && body.code.startsWith('role_');
}
