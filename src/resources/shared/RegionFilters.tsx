import { Box } from '@mui/material';
import { LetterFilter } from './LetterFilter';
import { SearchBox } from './SearchBox';

/** The searches and the letter filter above a geography list. */
export function RegionFilters({
  idSearch = true,
  withDigit = false,
}: {
  idSearch?: boolean;
  withDigit?: boolean;
}) {
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, pt: 1, pb: 1.5 }}>
        {idSearch && <SearchBox source="id" label="console.shared.list.search_by_id" digitsOnly />}
        <SearchBox source="q" label="console.shared.list.search_by_name" />
      </Box>
      <LetterFilter withDigit={withDigit} />
    </>
  );
}
