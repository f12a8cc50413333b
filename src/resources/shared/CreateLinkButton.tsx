import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { LinkBase } from 'react-admin';
import { type Text, useText } from '../../i18n/text';

/** A list's way to its create screen: "New Organization", "Create Location". */
export function CreateLinkButton({ to, label }: { to: string; label: Text }) {
  const show = useText();
  return (
    <Button component={LinkBase} to={to} variant="contained" startIcon={<AddIcon />}>
      {show(label)}
    </Button>
  );
}
