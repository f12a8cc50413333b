import { Box, Button } from '@mui/material';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { DIGIT_LETTER, LETTERS } from '../../../shared/schemas/geography';

/** The list filter that holds the chosen first letter ('a'-'z' or '#'). */
export const LETTER_FILTER = 'letter';

const ALL = 'all';

/** Where a key moves the focus among `count` buttons from `from`; undefined for other keys. */
function movedTo(key: string, from: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (from + 1) % count;
    case 'ArrowLeft':
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * The A-Z filter with All (and '#' for names starting with a digit). Picking a letter
 * replaces the searches: the list shows the names starting with it, from page 1. The filters
 * named in `keep` (a choice, such as a status) stay.
 *
 * A WAI-ARIA toolbar of pressed buttons with one Tab stop (a roving tab index): Left and Right
 * (wrapping), Home, End and a typed letter move the focus without filtering, Enter or Space
 * chooses. The bar is entered on the chosen letter; inside it the Tab stop follows the focus.
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

  // Back on the chosen letter when the focus leaves the bar, or a search clears the letter.
  const [tabStop, setTabStop] = useState(chosen);
  const [chosenBefore, setChosenBefore] = useState(chosen);
  if (chosen !== chosenBefore) {
    setChosenBefore(chosen);
    setTabStop(chosen);
  }
  const stop = choices.includes(tabStop) ? tabStop : ALL;
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const from = choices.indexOf(stop);
    const typed = event.key.toLowerCase();
    const index = choices.includes(typed)
      ? choices.indexOf(typed)
      : movedTo(event.key, from, choices.length);
    const letter = index === undefined ? undefined : choices[index];
    if (letter === undefined) return;
    event.preventDefault();
    setTabStop(letter);
    buttons.current.get(letter)?.focus();
  };

  return (
    <Box
      role="toolbar"
      aria-label={translate('console.shared.list.first_letter')}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setTabStop(chosen);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: 2, pb: 1 }}
    >
      {choices.map((letter) => {
        const pressed = letter === chosen;
        return (
          <Button
            key={letter}
            ref={(button) => {
              if (button) buttons.current.set(letter, button);
              else buttons.current.delete(letter);
            }}
            size="small"
            variant={pressed ? 'contained' : 'text'}
            aria-pressed={pressed}
            tabIndex={letter === stop ? 0 : -1}
            onFocus={() => setTabStop(letter)}
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
