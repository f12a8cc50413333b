import { Box, LinearProgress, Typography } from '@mui/material';
import { type ReactNode, useContext, useRef } from 'react';
import { List, type RaRecord, type SortPayload, useListContext, useTranslate } from 'react-admin';
import { type Text, useText } from '../../i18n/text';
import { LoadError } from '../../ui/LoadError';
import { ExportButton } from './ExportButton';
import { ListRecords } from './ListRecords';
import { ListFocusContext } from './listFocus';
import { NumberedPagination } from './NumberedPagination';
import type { PhoneRow } from './phoneRow';
import { ScreenTitle } from './ScreenTitle';
import { SavedViewsMenu } from './savedViews/SavedViewsMenu';

/** A bar under the heading while the list's first answer is missing. */
function ListLoading() {
  const { isPending } = useListContext();
  const translate = useTranslate();
  return isPending ? (
    <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mx: 2 }} />
  ) : null;
}

/** The list's title as the page's one h1, the focus target after a row is deleted. */
export function ListHeading({ title }: { title: Text }) {
  const focusTarget = useContext(ListFocusContext);
  const show = useText();
  return (
    <Typography
      ref={focusTarget}
      tabIndex={-1}
      component="h1"
      variant="h6"
      sx={{ px: 2, pt: 2, pb: 1 }}
    >
      {show(title)}
    </Typography>
  );
}

/** Why the list could not be loaded, in place of its rows, with Retry (no page reload). */
function ListLoadFailure({ title }: { title: Text }) {
  const { error, refetch } = useListContext();
  const translate = useTranslate();
  return (
    <Box sx={{ pb: 2 }}>
      <ListHeading title={title} />
      <Box sx={{ px: 2 }}>
        <LoadError
          error={error}
          fallback={translate('console.shared.list.load_failed')}
          onRetry={() => refetch()}
        />
      </Box>
    </Box>
  );
}

// The failure is shown in place of the rows, so react-admin's passing notification is not needed.
const listQueryOptions = (meta?: Record<string, unknown>) => ({ meta, onError: () => undefined });

export interface ListScreenProps {
  resource: string;
  /** The page's title (app bar) and the list's heading. */
  title: Text;
  /** Above the list, before the action buttons (e.g. breadcrumbs). */
  lead?: ReactNode;
  /** The action buttons above the list (e.g. New ...), after Export. */
  actions: ReactNode;
  /** Filter controls of its own between the heading and the table. */
  filterBar?: ReactNode;
  perPage?: number;
  hidePagerWhenSinglePage?: boolean;
  /** Where the list remembers its params; lists of different parents need their own. */
  storeKey?: string;
  /** Passed to the data provider (e.g. parent ids of a nested list). */
  meta?: Record<string, unknown>;
  sort?: SortPayload;
  /** Where a click on a row leads; none by default. */
  rowLink?: (record: RaRecord) => string;
  /** The DataTable columns, before ACTIONS. */
  children: ReactNode;
  /** A row's actions (View, Edit, Delete...), in the record's context: the ACTIONS column. */
  rowActions?: ReactNode;
  /** What a record's line shows at phone width. */
  phoneRow: PhoneRow;
}

/**
 * The one list screen of the console: title, actions, filters, a table (one line per record on
 * a phone), numbered pages, a loading bar while the first answer is missing, "No data" when the
 * list is empty and Clear filters when its filters match nothing.
 */
export function ListScreen({
  resource,
  title,
  lead,
  actions,
  filterBar,
  perPage = 10,
  hidePagerWhenSinglePage = false,
  storeKey,
  meta,
  sort,
  rowLink,
  children,
  rowActions,
  phoneRow,
}: ListScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <ListFocusContext.Provider value={heading}>
      <List
        resource={resource}
        title={<ScreenTitle text={title} />}
        perPage={perPage}
        storeKey={storeKey}
        queryOptions={listQueryOptions(meta)}
        // react-admin's List swaps itself for a whole-page Loading while an access check of the
        // list is pending, read without listening: the sidebar's entries, first drawn when a
        // phone-width window widens, asked it again and the list stayed "Loading". The heading
        // and ListLoading's bar show instead while the first answer is missing.
        authLoading={false}
        sort={sort}
        actions={
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: lead ? 'space-between' : 'flex-end',
              gap: 1,
              flex: lead ? 1 : undefined,
              minWidth: 0,
              // react-admin's toolbar is a column on a phone: take its width rather than overflow it.
              alignSelf: 'stretch',
              py: 1,
            }}
          >
            {/* On a phone the lead (breadcrumbs, tabs) has the line to itself, the buttons below. */}
            {lead && <Box sx={{ flex: '1 1 auto', minWidth: { xs: '100%', sm: 0 } }}>{lead}</Box>}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <ExportButton title={title} meta={meta} />
              <SavedViewsMenu storeKey={storeKey} />
              {actions}
            </Box>
          </Box>
        }
        pagination={<NumberedPagination hideWhenSinglePage={hidePagerWhenSinglePage} />}
        // Filters that match nothing show the table's NoData (with Clear filters), as does an empty list.
        empty={false}
        error={<ListLoadFailure title={title} />}
        // Export is the server's streamed CSV (ExportButton), not react-admin's page-by-page one.
        exporter={false}
      >
        <ListHeading title={title} />
        {filterBar}
        <ListLoading />
        <ListRecords rowLink={rowLink} phoneRow={phoneRow} rowActions={rowActions} meta={meta}>
          {children}
        </ListRecords>
      </List>
    </ListFocusContext.Provider>
  );
}
