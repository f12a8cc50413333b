import { Alert, Button } from '@mui/material';
import { errorMessage, statusOf } from '../../custom/errorMessage';

/**
 * Why the last save failed: the server's message, above the form that keeps the input. A 409
 * means someone saved the record meanwhile: when the screen can reload, Reload fetches their
 * version (the input typed here is replaced, as the user asked).
 */
export function SaveFailure({ failure, onReload }: { failure: unknown; onReload?: () => void }) {
  if (failure === null) return null;
  const reload =
    onReload && statusOf(failure) === 409 ? (
      <Button color="inherit" size="small" onClick={onReload}>
        Reload
      </Button>
    ) : undefined;
  return (
    <Alert severity="error" action={reload} sx={{ mx: 2, mt: 2 }}>
      {errorMessage(failure, 'The changes could not be saved. Please try again.')}
    </Alert>
  );
}
