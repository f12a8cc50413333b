import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorMessage, statusOf } from './errorMessage';

/**
 * A failed load: what happened (the server's message when it gave one) and a way to retry. A
 * 404 is an answer, not a fault ("Organization not found."): retrying would not change it.
 * `fallback` is a text already in the language shown.
 */
export function LoadError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        statusOf(error) === 404 ? undefined : (
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('console.ui.retry')}
          </Button>
        )
      }
    >
      {errorMessage(error, fallback)}
    </Alert>
  );
}
