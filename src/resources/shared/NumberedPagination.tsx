import { Box, Pagination } from '@mui/material';
import { useListContext } from 'react-admin';

export interface PageNumbersProps {
  page: number;
  total: number;
  perPage: number;
  onChange: (page: number) => void;
  /** Spec 000, section 9: the categories pager shows only when there is more than one page. */
  hideWhenSinglePage?: boolean;
}

/** The strip of page numbers under a table (MUI Pagination: "Go to page N" buttons). */
export function PageNumbers({
  page,
  total,
  perPage,
  onChange,
  hideWhenSinglePage = false,
}: PageNumbersProps) {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  if (total === 0 || (hideWhenSinglePage && pageCount <= 1)) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <Pagination
        count={pageCount}
        page={Math.min(page, pageCount)}
        onChange={(_event, chosen) => onChange(chosen)}
        color="primary"
        showFirstButton
        showLastButton
      />
    </Box>
  );
}

/** The page numbers of the react-admin list around it (List's `pagination`). */
export function NumberedPagination({ hideWhenSinglePage }: { hideWhenSinglePage?: boolean }) {
  const { page, perPage, total, setPage, isPending } = useListContext();
  if (isPending || total === undefined) return null;
  return (
    <PageNumbers
      page={page}
      perPage={perPage}
      total={total}
      onChange={setPage}
      hideWhenSinglePage={hideWhenSinglePage}
    />
  );
}
