import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, GlobalStyles } from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';
import { LinkBase, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { usePhoneWidth } from '../../ui/usePhoneWidth';

/** The notifications that sit at the bottom of the screen (react-admin's, MUI's Snackbar). */
const BOTTOM_SNACKBARS = '.MuiSnackbar-root[class*="MuiSnackbar-anchorOriginBottom"]';

/**
 * On a phone react-admin fixes the toolbar to the bottom of the screen, where notifications
 * appear too: while the form is shown they sit above it, so that an error never hides Save.
 */
function useNotificationsAboveBar() {
  const bar = useRef<HTMLDivElement>(null);
  const fixed = usePhoneWidth();
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    setHeight(fixed ? (bar.current?.offsetHeight ?? 0) : 0);
  }, [fixed]);
  const lift =
    height > 0 ? <GlobalStyles styles={{ [BOTTOM_SNACKBARS]: { bottom: height + 8 } }} /> : null;
  return { bar, lift };
}

/** A form's Save and Back (to `backTo`); Back alone on a read-only form. */
export function FormToolbar({
  backTo,
  alwaysEnable,
  readOnly = false,
}: {
  backTo: string;
  /** Save even when untouched, so that it says what is missing rather than doing nothing. */
  alwaysEnable?: boolean;
  readOnly?: boolean;
}) {
  const { isSubmitting } = useFormState();
  const translate = useTranslate();
  const { bar, lift } = useNotificationsAboveBar();
  return (
    <Toolbar ref={bar} sx={{ gap: 2, justifyContent: 'flex-start' }}>
      {lift}
      {/* Disabled while a save runs, so a second click cannot send it again. */}
      {!readOnly && <SaveButton alwaysEnable={alwaysEnable && !isSubmitting} />}
      <Button
        component={LinkBase}
        to={backTo}
        startIcon={<ArrowBackIcon />}
        variant="outlined"
        size="medium"
      >
        {translate('console.shared.back')}
      </Button>
    </Toolbar>
  );
}
