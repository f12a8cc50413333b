import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Finding } from '../../../shared/resources/reviewQueue';
import { FINDING_LABELS } from './findingTexts';

/** Why a listing is in the queue: one chip per finding, as a list. */
export function FindingChips({ findings }: { findings: readonly Finding[] }) {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {findings.map((code) => (
        <li key={code}>
          <Chip size="small" variant="outlined" label={translate(FINDING_LABELS[code])} />
        </li>
      ))}
    </Box>
  );
}
