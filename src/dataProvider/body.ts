import type { ApiFetchInit } from './http';
import type { Values, WriteSpec } from './types';

/** react-admin's FileInput value: a new file carries rawFile; an existing one only src/title. */
function newFiles(value: unknown): File[] {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => {
    if (item instanceof File) return [item];
    const rawFile = (item as { rawFile?: unknown } | null)?.rawFile;
    return rawFile instanceof File ? [rawFile] : [];
  });
}

/** A form field's text: flags as 1/0 (as the API's forms expect), null as empty. */
function formText(value: unknown): string | null {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString();
  return null;
}

/** The values a create or update sends: the declared fields (all by default). */
export function sentValues(spec: WriteSpec, data: Values): Values {
  if (!spec.fields) return { ...data };
  const fields = [...spec.fields, 'updated_at'];
  return Object.fromEntries(
    fields.filter((field) => field in data).map((field) => [field, data[field]]),
  );
}

/**
 * The request body for a create or update: the values sent, as JSON or as multipart form
 * data. In a form, file fields send only newly chosen files, and values
 * that have no form spelling (nested objects) are left out.
 */
export function writeBody(spec: WriteSpec, values: Values): Pick<ApiFetchInit, 'json' | 'form'> {
  if (spec.body.type === 'json') return { json: values };
  const files = new Set(spec.body.files ?? []);
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (files.has(name)) {
      for (const file of newFiles(value)) form.append(name, file, file.name);
      continue;
    }
    const text = formText(value);
    if (text !== null) form.append(name, text);
  }
  return { form };
}
