import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useMayDo } from '../../authProvider/useMayDo';
import { type Text, useText } from '../../i18n/text';

/**
 * A list's way to its create screen: "New Organization", "Create Location"; only for those who
 * may create the list's records (or `resource`'s).
 */
export function CreateLinkButton({
  to,
  label,
  resource,
}: {
  to: string;
  label: Text;
  resource?: string;
}) {
  const show = useText();
  if (!useMayDo('create', { resource })) return null;
  return (
    <Button component={LinkBase} to={to} variant="contained" startIcon={<AddIcon />}>
      {show(label)}
    </Button>
  );
}
