/*
 * Error answers exactly as the API sends them, codes included: tests/api/errorCodes.test.ts
 * checks that the server answers them, the console's tests feed them to its data provider.
 */

export const STALE_MESSAGE =
  'This record was changed by someone else. Reload it to see the latest version.';

/** A write refused because the record changed since it was read (409). */
export const staleAnswer = (requestId: string | null) => ({
  message: STALE_MESSAGE,
  code: 'stale_record',
  params: {},
  request_id: requestId,
});

/** A write refused (400) because its name is over `max` characters and its url is missing. */
export const tooLongNameNoUrlAnswer = (max: number, requestId: string | null) => ({
  message: 'Invalid fields: name, url',
  code: 'invalid_fields',
  params: { fields: 'name, url' },
  errors: { name: `Must be at most ${max} characters`, url: 'Required' },
  error_codes: {
    name: { code: 'too_long', params: { max: String(max) } },
    url: { code: 'required', params: {} },
  },
  request_id: requestId,
});
