/**
 * Every message of the API an administrator can meet, by a stable code: the English template,
 * each `{param}` standing for a text the message names (a number, a name, a field). The server
 * answers the code and params beside the English message, so that a client shows the message in
 * its own language; the console translates `errors.<code>` (src/i18n).
 */
export const MESSAGES = {
  // Validation of fields (shared/schemas).
  required: 'Required',
  region_required: 'This field is required.',
  must_be: 'Must be {expected}',
  must_be_not: 'Must be {expected}, not {received}',
  must_be_text: 'Must be text',
  must_be_true_or_false: 'Must be true or false',
  must_be_list: 'Must be a list',
  must_be_object: 'Must be an object',
  not_a_number: 'Must be a number',
  not_whole: 'Must be a whole number',
  plain_digits: 'Must be written in plain digits, like 12',
  too_long: 'Must be at most {max} characters',
  too_short: 'Must be at least {min} characters',
  at_most: 'Must be at most {max}',
  at_least: 'Must be at least {min}',
  between: 'Must be between {min} and {max}',
  invisible_characters: 'Names may not contain invisible or text-direction characters.',
  mixed_alphabets: 'Names may not mix Latin letters with look-alike letters from other alphabets.',
  control_characters: 'Must not contain control characters or invalid Unicode',
  invalid_utf8: 'Must be valid UTF-8 text',
  percent_encoding: 'Must be UTF-8 text, percent-encoded (a % sign itself is written %25)',
  invalid_url: 'Must be a valid http(s) URL',
  invalid_email: 'Must be a valid e-mail address',
  invalid_flag: 'Must be 1 or 0',
  positive_id: 'Must be a positive id',
  invalid_id: 'Must be a valid id',
  letters_only: 'Must be letters only',
  invalid_date_time: 'Must be a valid date and time',
  invalid_day: 'Must be a date like 2026-11-24',
  no_such_day: 'No such day in the calendar',
  day_or_instant: 'Must be a day like 2026-11-24 or an instant like 2026-11-24T09:30:00Z',
  end_before_start: 'The end must not be before the start',
  invalid_version: 'Must be a version number like 2.1.0: up to 4 numbers separated by dots',
  min_version_above: 'Must not be above the current version ({current})',
  days_not_a_number: 'Must be a number of days',
  days_not_whole: 'Must be a whole number of days',
  days_at_least: 'Must be at least 1 day',
  days_at_most: 'Must be at most 36500 days',
  select_category: 'Please select a category',
  select_sponsor: 'Please search and select a sponsor',
  select_participant: 'Please select a participant',
  select_role: 'Please select a role',
  svg_only: 'Please upload an SVG file',
  stale_token: 'Must be the updated_at value the API returned',
  send_once: 'Send this field once',
  invalid_fields: 'Invalid fields: {fields}',

  // References a write names (server/modules).
  no_such_organization: 'No such organization',
  no_such_event: 'No such event',
  no_such_category: 'No such category',
  no_such_location: 'No such location',
  location_id_with_address: 'Must be sent without an address',
  no_such_role: 'No such participation role',
  no_such_country: 'No such country',
  no_such_state: 'No such province/state',
  no_such_city: 'No such municipality',
  category_not_for_events: 'This category is not for events',
  category_not_for_organizations: 'This category is not for organizations',
  state_not_in_country: 'This province/state is not in the chosen country',
  city_not_in_state: 'This municipality is not in the chosen province/state',
  location_of_organization: 'Must be a location of this organization',
  location_of_event_organization: 'Must be a location of the event’s organization',
  location_stays: 'A location stays with its organization',
  history_resource: 'Say which resource the record_id is of',
  choose_record: 'Choose at least one record',

  // Uploads (server/uploads/uploads.ts, svg.ts).
  file_too_large: 'The file is larger than {limit}.',
  one_file_too_large: '{files} is larger than the {limit} limit.',
  files_too_large: '{files} are larger than the {limit} limit.',
  file_empty: 'The file is empty.',
  upload_image: 'Please upload a PNG, JPEG, WebP, GIF or SVG image.',
  upload_svg: 'Please upload an SVG file.',
  svg_doctype: 'SVG files with a DOCTYPE or entity declarations are not allowed.',
  svg_root: 'The file is not an SVG image (its root element must be <svg>).',
  svg_not_well_formed: 'The file is not a well-formed SVG document.',
  svg_undeclared_prefix:
    'The file is not a well-formed SVG document: the prefix "{prefix}" is not declared.',
  svg_undeclared_entity:
    'The file is not a well-formed SVG document: the entity &{entity}; is not declared.',
  svg_processing_instruction: 'SVG files may not contain processing instructions.',
  svg_external: 'SVG files may not reference external resources.',
  svg_import: 'SVG files may not import style sheets.',
  svg_javascript: 'SVG files may not contain javascript: URLs.',
  svg_script: 'SVG files may not contain scripts.',
  svg_element: 'SVG files may not contain <{element}> elements.',
  svg_event_handler: 'SVG files may not contain event handler attributes ({attribute}).',
  svg_attribute: 'SVG files may not use the attribute "{attribute}".',
  svg_animation: 'SVG files may not animate links or event handlers.',

  // Records: missing, changed, duplicated, in use.
  not_found: '{what} not found.',
  no_endpoint: 'No such endpoint: {method} {path}',
  stale_record: 'This record was changed by someone else. Reload it to see the latest version.',
  already_exists: 'This {what} already exists.',
  country_unique: 'A country with this name already exists.',
  state_unique: 'This country already has a province/state with this name.',
  city_unique: 'This province/state already has a municipality with this name.',
  role_unique: 'A participation role with this name already exists.',
  app_settings_exist: 'App settings already exist; reload to update them.',
  sponsorship_exists: 'This organization already sponsors this event.',
  participation_exists: 'This organization already takes part in this event in this role.',
  region_in_use: '{name} still has {uses}; delete or move them first.',
  organization_in_use: '{name} still has {uses}; delete them first.',
  location_in_use: '{name} is used by {uses}; give them another location first.',
  role_in_use_one: '{uses} has the role {name}; remove them first.',
  role_in_use_many: '{uses} have the role {name}; remove them first.',
  restore_parent_deleted:
    '“{name}” belongs to the {noun} “{parent}”, which is deleted: restore that {noun} first.',
  restore_reference_deleted:
    '“{name}” uses the {noun} “{reference}”, which is deleted: restore that {noun} first.',
  restore_clash:
    'A live {noun} has the same {clash} as “{name}”: rename or delete that one, then restore this one.',
  bulk_batch_unknown: 'No bulk action of yours has the number {batch}.',
  bulk_undo_done: 'This bulk action has already been undone.',
  bulk_undo_changed:
    '“{name}” has changed since this bulk action: nothing was undone, so that the later change is kept.',
  bulk_undo_refused: '“{name}” cannot be put back as it was ({reason}): nothing was undone.',
  history_entry_unknown: 'No history entry has the number {entry}.',
  revert_changed_since:
    'Changed again since this change: {fields}. Nothing was reverted, so that the later change is kept.',
  revert_file_gone: 'The file {file} this change replaced is gone: nothing was reverted.',
  revert_record_deleted:
    'This record is deleted: restore it from the Trash before reverting its changes.',
  revert_create: 'A creation cannot be reverted: delete the record instead.',
  revert_delete: 'A deletion cannot be reverted: restore the record from the Trash instead.',
  revert_restore: 'A restore cannot be reverted: delete the record instead.',
  revert_not_settable: 'This change cannot be set back here ({fields}): edit the record instead.',
  duplicate_pair_unknown: 'There is no pair of possible duplicates #{id}.',
  merge_other_needed: 'Choose the organization to merge into this one.',
  merge_token_needed: 'Send the updated_at value the API returned, so that no change is lost.',
  merge_unknown_fields: 'These are not fields a merge chooses: {fields}.',
  merge_self: 'An organization cannot be merged with itself: choose another one.',
  merge_other_unknown: 'There is no live organization #{id} to merge into this one.',
  merge_other_changed:
    '“{name}” was changed by someone else. Reload both records to see the latest version.',
  merge_no_image: 'The other organization has no {image} to take: keep this one.',
  merge_unknown: 'There is no merge #{merge}.',
  merge_reverted: 'This merge has already been reverted.',
  merge_changed_since:
    'The {noun} “{name}” changed since the merge ({change}): nothing was reverted, so that this change is kept.',
  restore_merged_away:
    'This organization was merged into “{name}” (#{id}): revert the merge from the history instead.',

  // Administrators.
  already_administrator: '{email} is already an administrator.',
  revoke_yourself: 'You cannot revoke yourself: ask another administrator to do it.',
  last_administrator: 'The last administrator cannot be revoked.',

  // Saved views of the lists.
  saved_view_name_taken:
    'You already have a view with this name on this list: choose another name.',
  saved_view_not_yours: 'Only the person who saved the view “{name}” may change or delete it.',
  saved_view_params_too_large: 'A view’s filters and order must take at most {max} KB.',
  saved_view_params_keys: 'Must hold only filter, sort, order and perPage',

  // Sessions and sign-in.
  sign_in: 'Sign in to continue.',
  no_session_token: 'Sign in to continue: the request carries no session token.',
  bad_authorization: 'The Authorization header must read "Bearer <session token>".',
  session_invalid: 'The session token is not valid. Sign in again.',
  session_signed_out: 'This session was signed out. Sign in again.',
  session_expired: 'Your session has expired. Sign in again.',
  no_longer_administrator: 'This account is no longer an administrator of the directory.',
  not_administrator: 'This account is not an administrator of the directory.',
  role_viewer: 'Your role, viewer, lets you read and export the directory but not change it.',
  role_administrators_only_see: 'Only administrators may see the {what}.',
  role_administrators_only_change: 'Only administrators may change the {what}.',
  role_unlimited_editors_only:
    'Your editing is limited to a region: only editors without a limit and administrators may change the {what}.',
  role_outside_region:
    'Your editing is limited to {region}: {what} placed elsewhere, and the records under them, cannot be changed.',
  local_sign_in_unknown: 'No one may sign in as {email}: add them in User management first.',
  own_role: 'You cannot change your own role or limits: ask another administrator to do it.',
  last_administrator_role: 'The last administrator cannot be given another role.',
  limits_for_editors: 'Only an editor can be limited to provinces or municipalities.',
  local_sign_in_loopback:
    'Local sign-in is only available at a loopback address (localhost or 127.0.0.1).',
  sign_in_token_expired: 'The sign-in token has expired.',
  sign_in_token_audience: 'The sign-in token was not issued for this application ({claim}).',
  sign_in_token_untrusted: 'The sign-in token is not signed by a trusted key.',
  sign_in_token_invalid: 'The sign-in token is not valid.',
  sign_in_token_no_email: 'The sign-in token carries no email address.',
  sign_in_email_unverified: "The account's email address is not verified.",
  sign_in_unavailable: 'The sign-in could not be verified right now. Try again shortly.',
  sign_ins_from_address_one:
    'Too many failed sign-ins from this address. Try again in {minutes} minute.',
  sign_ins_from_address_many:
    'Too many failed sign-ins from this address. Try again in {minutes} minutes.',
  sign_ins_for_account_one:
    'Too many failed sign-ins for this account. Try again in {minutes} minute.',
  sign_ins_for_account_many:
    'Too many failed sign-ins for this account. Try again in {minutes} minutes.',

  // Request bodies.
  body_incomplete: 'The request body was not received completely.',
  body_not_json: 'The request body is not valid JSON.',
  body_not_object: 'The request body must be a JSON object.',
  form_unreadable: 'The form data could not be read: it is malformed or incomplete.',
  form_too_many_fields: 'The form data has more than {max} fields.',
  body_too_deep: 'The request body nests lists or objects more than {max} levels deep.',
  body_too_many_values: 'The request body holds more than {max} values.',
  body_invalid_utf8: 'The request body is not valid UTF-8 text.',
  body_encoding: 'Send the request body as {expected}.',
  body_too_large: 'The request body is larger than the {limit} MB limit.',
  upload_body_too_large:
    'The request body is larger than the {limit} MB limit (at most {per_file} MB per file).',

  // The server's state.
  request_unprocessable: 'The request could not be processed.',
  server_fault: 'Something went wrong on the server. Try again later.',
  database_busy: 'The database is busy and could not answer in time. Try again in a moment.',
  database_conflict:
    'Other changes to the same records kept getting in the way, so nothing was saved. Try again in a moment.',
  server_starting: 'The server is starting: it is preparing the database. Try again in a moment.',
  not_ready_starting: 'Not ready: the server is still preparing the database (migrations).',
  not_ready_stopping: 'Not ready: the server is shutting down.',
  not_ready_unreachable: 'Not ready: the database is unreachable.',
  // Imports of organizations from CSV (server/modules/imports).
  import_not_csv: 'This file is not a CSV file: send comma- or semicolon-separated text.',
  import_no_header: 'The file has no header line naming its columns.',
  import_unreadable: 'The file could not be read as CSV near line {line}.',
  import_too_many_rows: 'The file has more than {max} rows: split it into smaller files.',
  import_mapping_unreadable: 'The mapping must be an object: each column of the file to a field.',
  import_mapping_field: 'Column {column} is mapped to {field}, which an import does not fill.',
  import_mapping_twice: 'Field {field} is filled by more than one column.',
  import_unknown: 'No import {id} of yours.',
  import_not_confirmable: 'This import cannot be confirmed: it is {state}.',
  import_not_revertable: 'This import cannot be reverted: it is {state}.',
  import_changed_since:
    'The import cannot be reverted: {name} (#{id}) changed since it was imported. Change it back by hand, or revert that change first.',
  import_unknown_id: 'No live organization has this id.',
  import_repeated_id: 'Line {line} has this id too: one row per organization.',
  import_failed: 'The import stopped on line {line}: {reason}',
  import_revert_stopped:
    'The revert stopped on line {line}: {reason}. The rows after it are reverted; revert the import again to finish.',
  import_upload_cut: 'The file stopped arriving before its end: import it again.',
} as const;

export type MessageCode = keyof typeof MESSAGES;

/** The texts a template's `{param}`s stand for, by name. */
export type MessageParams = Record<string, string>;

/** A message recognised: its code and the texts of its params. */
export interface CodedMessage {
  code: string;
  params: MessageParams;
}

/** A template with each `{param}` replaced by its text (numbers as written in English). */
export const fillTemplate = (template: string, params: Readonly<Record<string, unknown>> = {}) =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );

/** The English message of `code`, filled with `params`. */
export const messageText = (code: MessageCode, params?: Readonly<Record<string, unknown>>) =>
  fillTemplate(MESSAGES[code], params);
