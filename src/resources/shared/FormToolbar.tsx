import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { LinkBase, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** A form's Save and Back (to `backTo`). */
export function FormToolbar({
  backTo,
  alwaysEnable,
}: {
  backTo: string;
  /** Save even when untouched, so that it says what is missing rather than doing nothing. */
  alwaysEnable?: boolean;
}) {
  const { isSubmitting } = useFormState();
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 2, justifyContent: 'flex-start' }}>
      {/* Disabled while a save runs, so a second click cannot send it again. */}
      <SaveButton alwaysEnable={alwaysEnable && !isSubmitting} />
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
