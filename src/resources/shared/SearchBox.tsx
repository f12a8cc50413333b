import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { MessageKey } from '../../i18n/text';
import { LETTER_FILTER } from './LetterFilter';

/** How long typing pauses before the list is searched. */
export const SEARCH_DELAY_MS = 400;

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export interface SearchBoxProps {
  /** The list filter it sets, e.g. `q` (name) or `id`. */
  source: string;
  label: MessageKey;
  /** Keep only digits, without leading zeros (an id search: the API takes ids as plain digits). */
  digitsOnly?: boolean;
}

/**
 * A search field of a list: after a pause in typing it sets its filter and clears the
 * letter filter (other searches stay). A change from elsewhere (a letter picked, the
 * browser's back button) shows in the field.
 */
export function SearchBox({ source, label, digitsOnly = false }: SearchBoxProps) {
  const list = useListContext();
  const translate = useTranslate();
  const applied = asText(list.filterValues[source]);
  const [text, setText] = useState(applied);
  const sent = useRef(applied);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The list as of the last render, for the search that runs after the pause.
  const latest = useRef(list);
  latest.current = list;

  useEffect(() => {
    if (applied === sent.current) return;
    clearTimeout(timer.current);
    sent.current = applied;
    setText(applied);
  }, [applied]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (value: string) => {
    const wanted = value.trim();
    sent.current = wanted;
    const {
      [LETTER_FILTER]: _letter,
      [source]: _previous,
      ...others
    } = latest.current.filterValues;
    latest.current.setFilters(wanted === '' ? others : { ...others, [source]: wanted });
  };

  return (
    <TextField
      label={translate(label)}
      placeholder={translate('console.shared.list.search_placeholder')}
      size="small"
      fullWidth={false}
      sx={{ width: digitsOnly ? 160 : 280, maxWidth: '100%' }}
      value={text}
      onChange={(event) => {
        const value = digitsOnly
          ? event.target.value.replace(/\D/g, '').replace(/^0+/, '')
          : event.target.value;
        setText(value);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => search(value), SEARCH_DELAY_MS);
      }}
      slotProps={{
        htmlInput: digitsOnly ? { inputMode: 'numeric' } : undefined,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** A list's filter bar that is only its Search field (`q`): declared lists, an event's sponsors. */
export function SearchBar() {
  return (
    <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
      <SearchBox source="q" label="ra.action.search" />
    </Box>
  );
}
