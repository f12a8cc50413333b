import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { LinkBase } from 'react-admin';

/** A list's way to its create screen: "New Organization", "Create Location". */
export function CreateLinkButton({ to, label }: { to: string; label: ReactNode }) {
  return (
    <Button component={LinkBase} to={to} variant="contained" startIcon={<AddIcon />}>
      {label}
    </Button>
  );
}
