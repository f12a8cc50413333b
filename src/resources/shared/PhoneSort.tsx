import { Box, MenuItem, TextField } from '@mui/material';
import { Children, isValidElement, type ReactNode } from 'react';
import { type TranslateFunction, useListContext, useTranslate } from 'react-admin';

interface ColumnProps {
  source?: string;
  label?: string;
  disableSort?: boolean;
}

/** The columns of a table that sort: their source and label (translated, as headers are). */
function sortableColumns(
  columns: ReactNode,
  translate: TranslateFunction,
): { source: string; label: string }[] {
  return Children.toArray(columns).flatMap((column) => {
    if (!isValidElement<ColumnProps>(column)) return [];
    const { source, label, disableSort } = column.props;
    return source && !disableSort ? [{ source, label: readable(translate(label ?? source)) }] : [];
  });
}

/** A header's label as running text: "NAME" reads "Name"; "ID" stays. */
const readable = (label: string) =>
  label.length > 2 && label === label.toUpperCase()
    ? `${label[0]}${label.slice(1).toLowerCase()}`
    : label;

/**
 * The order of a list at phone width, where its table's headers are not drawn: one choice per
 * sortable column and direction, the same orders the headers give.
 */
export function PhoneSort({ columns }: { columns: ReactNode }) {
  const { sort, setSort } = useListContext();
  const translate = useTranslate();
  const choices = sortableColumns(columns, translate);
  if (choices.length === 0) return null;
  const value = `${sort.field}:${sort.order}`;
  const known = choices.some(({ source }) => source === sort.field);
  return (
    <Box sx={{ px: 2, pb: 1 }}>
      <TextField
        select
        fullWidth
        size="small"
        label={translate('console.shared.list.sort_by')}
        value={known ? value : ''}
        onChange={(event) => {
          const [field = '', order] = event.target.value.split(':');
          setSort({ field, order: order === 'DESC' ? 'DESC' : 'ASC' });
        }}
      >
        {choices.flatMap(({ source, label }) =>
          (['ASC', 'DESC'] as const).map((order) => (
            <MenuItem key={`${source}:${order}`} value={`${source}:${order}`}>
              {translate('console.shared.list.sort_choice', {
                label,
                order: translate(order === 'ASC' ? 'ra.sort.ASC' : 'ra.sort.DESC'),
              })}
            </MenuItem>
          )),
        )}
      </TextField>
    </Box>
  );
}
