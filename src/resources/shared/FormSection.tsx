import { Box, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { type Text, useText } from '../../i18n/text';

/**
 * How much of a section's line a field takes on a wide screen: all of it, half, or a third (a
 * short value: a postal code, a coordinate). On a phone every field takes the whole line.
 */
export type FieldWidth = 'full' | 'half' | 'short';

/** The grid has twelve columns on a wide screen: a field spans all, six or four of them. */
const SPAN: Record<FieldWidth, string> = { full: '1 / -1', half: 'span 6', short: 'span 4' };

/**
 * One titled part of a form (the organization, its address, ...): a group named by its h2
 * heading, so that screen readers announce it on entering, and a grid of its fields: one
 * column on a phone, twelve on a wide screen, where each field spans the whole line unless
 * placed in a `FormCell` of its width.
 */
export function FormSection({ title, children }: { title: Text; children: ReactNode }) {
  const headingId = useId();
  const show = useText();
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ width: '100%', pt: 1 }}>
      <Typography
        id={headingId}
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 500, mb: 1.5, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {show(title)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(12, minmax(0, 1fr))' },
          columnGap: 2,
          alignItems: 'start',
          // A field outside a FormCell takes the whole line.
          '& > :not([data-form-cell])': { gridColumn: SPAN.full },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** A field of a `FormSection` that takes `width` of the line on a wide screen. */
export function FormCell({ width, children }: { width: FieldWidth; children: ReactNode }) {
  return (
    <Box
      data-form-cell
      sx={{ gridColumn: { xs: SPAN.full, md: SPAN[width] }, minWidth: 0, width: '100%' }}
    >
      {children}
    </Box>
  );
}
