import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { MessageKey } from '../../i18n/text';

/** Sets one filter of the list around it, or removes it when `value` is empty. */
function useFilter(source: string) {
  const { filterValues, setFilters } = useListContext();
  const value = filterValues[source];
  const setValue = (next: string) => {
    const { [source]: _previous, ...others } = filterValues;
    setFilters(next === '' ? others : { ...others, [source]: next });
  };
  return [value === undefined || value === null ? '' : String(value), setValue] as const;
}

/**
 * A choice among `choices` filtering the list around it; `All` (the first) removes the filter.
 * The choices' names are shown as they are: a record's name, or a text already translated.
 */
export function ChoiceFilter({
  source,
  label,
  choices,
  width = 200,
}: {
  source: string;
  label: MessageKey;
  choices: readonly { id: string; name: string }[];
  width?: number;
}) {
  const [value, setValue] = useFilter(source);
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={choices.some((choice) => choice.id === value) ? value : ''}
      sx={{ width }}
      // "All" shows in the field, not an empty box under a floating label.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      onChange={(event) => setValue(event.target.value)}
    >
      <MenuItem value="">{translate('console.shared.all')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A day filtering the list around it (`YYYY-MM-DD`); cleared, it removes the filter. */
export function DayFilter({ source, label }: { source: string; label: MessageKey }) {
  const [value, setValue] = useFilter(source);
  const translate = useTranslate();
  return (
    <TextField
      type="date"
      size="small"
      label={translate(label)}
      value={value}
      sx={{ width: 180 }}
      slotProps={{ inputLabel: { shrink: true } }}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}
