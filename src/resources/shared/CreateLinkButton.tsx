import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { LinkBase, useTranslate } from 'react-admin';

/**
 * A list's way to its create screen: "New Organization", "Create Location". A text `label` is a
 * message key.
 */
export function CreateLinkButton({ to, label }: { to: string; label: ReactNode }) {
  const translate = useTranslate();
  return (
    <Button component={LinkBase} to={to} variant="contained" startIcon={<AddIcon />}>
      {typeof label === 'string' ? translate(label) : label}
    </Button>
  );
}
