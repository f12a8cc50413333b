import { z } from 'zod';
import { messageText } from '../../shared/messages';
import type { FieldErrors } from '../../shared/validation';

/**
 * Control characters other than tab and line breaks, and unpaired surrogates: nobody types them,
 * PostgreSQL cannot store NUL, and an unpaired surrogate would be stored altered.
 */
export const UNTYPABLE_TEXT = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

/**
 * Why a parameter as the URL writes it cannot be read, or undefined. The router decodes
 * leniently (an undecodable `%FF` stays as those three characters), so a value is decoded here
 * strictly: a broken escape or bytes that are not UTF-8 would otherwise search for other text.
 */
function encodedTextProblem(encoded: string): string | undefined {
  let text: string;
  try {
    text = decodeURIComponent(encoded);
  } catch {
    return messageText('percent_encoding');
  }
  return UNTYPABLE_TEXT.test(text) ? messageText('control_characters') : undefined;
}

/** The names `schema` declares; undefined (every name) when it is not an object schema. */
const declaredNames = (schema: z.ZodType) =>
  schema instanceof z.ZodObject ? new Set(Object.keys(schema.shape)) : undefined;

/** The first problem of each declared name among `encoded` [name, value] pairs. */
function problemsOf(schema: z.ZodType | undefined, encoded: [string, string][]): FieldErrors {
  if (!schema) return {};
  const declared = declaredNames(schema);
  const errors: FieldErrors = {};
  for (const [name, value] of encoded) {
    if (name in errors || (declared && !declared.has(name))) continue;
    const problem = encodedTextProblem(value);
    if (problem) errors[name] = problem;
  }
  return errors;
}

/** A query's name (a `+` is a space), decoded; undefined when it cannot be (never declared). */
function queryName(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

/** The declared query parameters whose values (every one sent) cannot be read as typed text. */
export function queryTextErrors(schema: z.ZodType | undefined, url: URL): FieldErrors {
  const pairs = url.search
    .slice(1)
    .split('&')
    .flatMap((pair): [string, string][] => {
      const equals = pair.indexOf('=');
      const name = queryName(equals === -1 ? pair : pair.slice(0, equals));
      const value = equals === -1 ? '' : pair.slice(equals + 1).replaceAll('+', ' ');
      return name ? [[name, value]] : [];
    });
  return problemsOf(schema, pairs);
}

/**
 * The declared path parameters that cannot be read as typed text. `pattern` is the route's
 * declared path (`/api/admin/event/{eventId}/sponsorships`): each parameter is one segment.
 */
export function pathTextErrors(
  schema: z.ZodType | undefined,
  pattern: string,
  url: URL,
): FieldErrors {
  const segments = url.pathname.split('/');
  const pairs = pattern.split('/').flatMap((segment, index): [string, string][] => {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    const value = segments[index];
    return name && value !== undefined ? [[name, value]] : [];
  });
  return problemsOf(schema, pairs);
}
