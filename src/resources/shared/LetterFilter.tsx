import { Box, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { DIGIT_LETTER, LETTERS } from '../../../shared/schemas/geography';

/** The list filter that holds the chosen first letter ('a'-'z' or '#'). */
export const LETTER_FILTER = 'letter';

const ALL = 'all';

/**
 * The A-Z filter with All (and '#' for names starting with a digit). Picking a letter
 * replaces the searches: the list shows the names starting with it, from page 1. The filters
 * named in `keep` (a choice, such as a status) stay.
 */
export function LetterFilter({
  withDigit = false,
  keep = [],
}: {
  withDigit?: boolean;
  keep?: readonly string[];
}) {
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  const kept = Object.fromEntries(
    keep
      .filter((name) => filterValues[name] !== undefined)
      .map((name) => [name, filterValues[name]]),
  );
  const chosen =
    typeof filterValues[LETTER_FILTER] === 'string' ? filterValues[LETTER_FILTER] : ALL;
  const choices = [ALL, ...LETTERS, ...(withDigit ? [DIGIT_LETTER] : [])];
  return (
    <Box
      role="group"
      aria-label={translate('console.shared.list.first_letter')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: 2, pb: 1 }}
    >
      {choices.map((letter) => {
        const pressed = letter === chosen;
        return (
          <Button
            key={letter}
            size="small"
            variant={pressed ? 'contained' : 'text'}
            aria-pressed={pressed}
            onClick={() => setFilters(letter === ALL ? kept : { ...kept, [LETTER_FILTER]: letter })}
            sx={{ minWidth: letter === ALL ? 40 : 30, px: 0.5, py: 0.25, textTransform: 'none' }}
          >
            {letter === ALL ? translate('console.shared.all') : letter.toUpperCase()}
          </Button>
        );
      })}
    </Box>
  );
}
