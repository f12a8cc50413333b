import type { Catalogue } from '../../i18n/messages';

/** The administrators texts in English, under `console.administrators`. */
export const en = {
  title: 'User management',
  export_title: 'Administrators',
  how_to_add_title: 'Adding people',
  how_to_add:
    'Add a person by the e-mail address of their Google account, with a role: a viewer reads and exports everything and changes nothing; an editor changes the directory’s content, only the organizations of some provinces or municipalities when limited to them; an administrator also manages people and settings. They can sign in at once, and their name and picture come from Google at their first sign-in. Revoke signs them out at once. The server’s ADMIN_EMAILS setting only makes the first administrators, while there are none.',
  none_yet: 'No administrators yet',
  last_sign_in: 'Last sign-in %{when}',
  never_signed_in: 'Never signed in',
  never: 'Never',
  role: 'Role',
  columns: {
    picture: 'Picture',
    email: 'Email',
    name: 'Name',
    last_sign_in: 'Last sign-in',
    role: 'Role',
  },
  limits: {
    help: 'Optional: an editor limited to provinces or municipalities changes only the organizations placed there. None: no limit.',
    country: 'Country',
    provinces: 'Provinces',
    municipalities_in: 'Municipalities in',
    municipalities: 'Municipalities',
    none_found: 'No match',
    none: 'No limit',
  },
  change: {
    button: 'Change role',
    label: 'Change the role of %{name}',
    title: 'Role of %{name}',
    changed: 'The role of %{email} is now %{role}.',
    failed: 'The role could not be changed.',
  },
  add: {
    email: 'E-mail address',
    email_help: 'The address of their Google account',
    invalid_email: 'Must be a valid e-mail address',
    submit: 'Add administrator',
    submit_editor: 'Add editor',
    submit_viewer: 'Add viewer',
    added: '%{email} is now an administrator.',
    added_editor: '%{email} is now an editor.',
    added_viewer: '%{email} is now a viewer.',
    failed: 'The administrator could not be added.',
  },
  revoke: {
    yourself: 'You cannot revoke yourself',
    button: 'Revoke',
    label: 'Revoke %{name}',
    title: 'Revoke administrator',
    question: '%{name} (%{email}) will be signed out at once and can no longer sign in.',
    revoked: '%{email} can no longer sign in.',
    failed: 'The administrator could not be revoked.',
  },
} satisfies Catalogue;
