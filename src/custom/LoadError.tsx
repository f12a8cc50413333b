import { Alert, Button } from '@mui/material';
import { errorMessage } from './errorMessage';

/** A failed load: what happened (the server's message when it gave one) and a way to retry. */
export function LoadError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {errorMessage(error, fallback)}
    </Alert>
  );
}
