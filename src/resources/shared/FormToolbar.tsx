import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { LinkBase, SaveButton, Toolbar } from 'react-admin';

/** A form's Save and Back (to `backTo`). */
export function FormToolbar({
  backTo,
  alwaysEnable,
}: {
  backTo: string;
  /** Save even when untouched, so that it says what is missing rather than doing nothing. */
  alwaysEnable?: boolean;
}) {
  return (
    <Toolbar sx={{ gap: 2, justifyContent: 'flex-start' }}>
      <SaveButton alwaysEnable={alwaysEnable} />
      <Button
        component={LinkBase}
        to={backTo}
        startIcon={<ArrowBackIcon />}
        variant="outlined"
        size="medium"
      >
        Back
      </Button>
    </Toolbar>
  );
}
