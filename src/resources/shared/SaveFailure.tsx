import { Alert, Button } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { MessageKey } from '../../i18n/text';
import { isRoleRefusal, labelledErrorMessage, statusOf } from '../../ui/errorMessage';
import { useLabelOf } from './formFields';
import { inFormOrder } from './formOrder';

const isSessionRefusal = (failure: unknown) => {
  const status = statusOf(failure);
  return status === 401 || (status === 403 && !isRoleRefusal(failure));
};

/**
 * Why the last save failed: the server's message (refused fields named by their labels), above
 * the form that keeps the input. A 409
 * means someone saved the record meanwhile: when the screen can reload, Reload fetches their
 * version (the input typed here is replaced, as the user asked).
 */
export function SaveFailure({
  failure,
  onReload,
  fallbackMessage = 'console.shared.form.save_failed',
}: {
  failure: unknown;
  onReload?: () => void;
  /** Shown when the failure carries no message of its own. */
  fallbackMessage?: MessageKey;
}) {
  const banner = useRef<HTMLDivElement>(null);
  const labelOf = useLabelOf();
  const translate = useTranslate();
  useEffect(() => {
    // Save sits below a long form: without this the message would appear out of sight.
    if (failure !== null && !isSessionRefusal(failure))
      banner.current?.scrollIntoView({ block: 'nearest' });
  }, [failure]);
  // A refused session is the sign-in overlay's to explain; after signing in the form is as it was.
  if (failure === null || isSessionRefusal(failure)) return null;
  const reload =
    onReload && statusOf(failure) === 409 ? (
      <Button color="inherit" size="small" onClick={onReload}>
        {translate('console.shared.reload')}
      </Button>
    ) : undefined;
  return (
    <Alert
      ref={banner}
      severity="error"
      action={reload}
      // Clear of the app bar, which comes back when the page scrolls up.
      sx={{ mx: 2, mt: 2, scrollMarginTop: 64 }}
    >
      {labelledErrorMessage(failure, translate(fallbackMessage), labelOf, translate, (fields) =>
        // The screen's form is in the page below the banner, already drawn.
        inFormOrder(fields, document),
      )}
    </Alert>
  );
}
