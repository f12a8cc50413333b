import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { requestLocalCredential } from '../../authProvider/signIn';
import type { ErrorBody } from '../../dataProvider/http';
import type { SignInValues } from './signInText';

type Text = (message: string, values?: SignInValues) => string;

/**
 * Local sign-in as a person of User management, by their e-mail, with their role (loaded only
 * in local mode, so the sign-in screen's download stays within its budget). A refusal is said
 * above the form by the sign-in screen; the typed e-mail stays.
 */
export default function LocalEmailSignIn({
  text,
  busy,
  onSignIn,
}: {
  text: Text;
  busy: boolean;
  /** Signs in with the local credential this person's e-mail obtains. */
  onSignIn: (obtainCredential: () => Promise<string>) => void;
}) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    if (typed === '') return;
    onSignIn(() =>
      requestLocalCredential(typed).catch((error: unknown) => {
        const code = (error as { body?: ErrorBody } | null)?.body?.code;
        if (code === 'local_sign_in_unknown') {
          throw new Error(text('console.login.unknown_person', { email: typed }));
        }
        throw error;
      }),
    );
  };
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={1.5} sx={{ width: '100%' }}>
      <TextField
        label={text('console.login.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={busy}
        fullWidth
      />
      <Button type="submit" variant="outlined" size="large" fullWidth disabled={busy}>
        {text('console.login.email_sign_in')}
      </Button>
    </Stack>
  );
}
