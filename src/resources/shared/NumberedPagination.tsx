import { Box, Pagination, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { LowerBoundTotalMeta } from '../../dataProvider/types';
import { formatNumber } from '../../i18n/format';
import { usePhoneWidth } from '../../ui/usePhoneWidth';

export interface PageNumbersProps {
  page: number;
  total: number;
  perPage: number;
  onChange: (page: number) => void;
  /** Spec 000, section 9: the categories pager shows only when there is more than one page. */
  hideWhenSinglePage?: boolean;
  /**
   * The server counted the matches only up to `total` (docs/api.md, "Totals"): the range says
   * "of more than" and there is no last page to go to.
   */
  moreThanTotal?: boolean;
}

/** react-admin's names of the strip's arrow buttons, as MUI names them in English. */
const PAGE_BUTTON_LABELS = {
  first: 'ra.navigation.first',
  previous: 'ra.navigation.previous',
  next: 'ra.navigation.next',
  last: 'ra.navigation.last',
} as const;

/** The strip of page numbers under a table (MUI Pagination: "Go to page N" buttons). */
export function PageNumbers({
  page,
  total,
  perPage,
  onChange,
  hideWhenSinglePage = false,
  moreThanTotal = false,
}: PageNumbersProps) {
  const phone = usePhoneWidth();
  const translate = useTranslate();
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  if (total === 0 || (hideWhenSinglePage && pageCount <= 1)) return null;
  const shownPage = Math.min(page, pageCount);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 2,
        py: 2,
      }}
    >
      {moreThanTotal && (
        <Typography variant="body2">
          {translate('console.shared.list.more_than', {
            first: formatNumber((shownPage - 1) * perPage + 1),
            last: formatNumber(Math.min(shownPage * perPage, total)),
            total: formatNumber(total),
          })}
        </Typography>
      )}
      <Pagination
        count={pageCount}
        page={shownPage}
        onChange={(_event, chosen) => onChange(chosen)}
        color="primary"
        showFirstButton
        showLastButton={!moreThanTotal}
        // On a phone only the current page between the first and the last fits in one line.
        siblingCount={phone ? 0 : 1}
        getItemAriaLabel={(type, number, selected) =>
          type === 'page'
            ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', {
                page: number,
              })
            : type in PAGE_BUTTON_LABELS
              ? translate(PAGE_BUTTON_LABELS[type as keyof typeof PAGE_BUTTON_LABELS])
              : ''
        }
      />
    </Box>
  );
}

/** The page numbers of the react-admin list around it (List's `pagination`). */
export function NumberedPagination({ hideWhenSinglePage }: { hideWhenSinglePage?: boolean }) {
  const { page, perPage, total, meta, setPage, isPending } = useListContext();
  if (isPending || total === undefined) return null;
  return (
    <PageNumbers
      {...{ page, perPage, total, hideWhenSinglePage }}
      onChange={setPage}
      moreThanTotal={(meta as Partial<LowerBoundTotalMeta> | undefined)?.moreThanTotal === true}
    />
  );
}
