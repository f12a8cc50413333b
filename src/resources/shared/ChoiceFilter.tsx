import { MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
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

/** The days the API's day filters take (the history's `from` and `to`). */
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '9999-12-31';

/**
 * A day filtering the list around it (`YYYY-MM-DD`); cleared, it removes the filter. A day the
 * API would refuse (a year typed as 0020 on the way to 2020) is kept in the field, said to be out
 * of range, and not applied.
 */
export function DayFilter({ source, label }: { source: string; label: MessageKey }) {
  const [value, setValue] = useFilter(source);
  const [typed, setTyped] = useState(value);
  const translate = useTranslate();
  const outOfRange = typed !== '' && (typed < FIRST_DAY || typed > LAST_DAY);
  useEffect(() => setTyped(value), [value]);
  return (
    <TextField
      type="date"
      size="small"
      label={translate(label)}
      value={typed}
      error={outOfRange}
      helperText={outOfRange ? translate('console.shared.day_out_of_range') : undefined}
      sx={{ width: 180 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: FIRST_DAY, max: LAST_DAY } }}
      onChange={(event) => {
        const next = event.target.value;
        setTyped(next);
        if (next === '' || (next >= FIRST_DAY && next <= LAST_DAY)) setValue(next);
      }}
    />
  );
}
