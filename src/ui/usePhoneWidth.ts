import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';

/**
 * Whether the screen is phone-sized: below MUI's `sm`, where react-admin's sidebar becomes a
 * drawer. Lists show one column there. Read at the first render, so a list is never drawn
 * as a table first.
 */
export function usePhoneWidth(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}
