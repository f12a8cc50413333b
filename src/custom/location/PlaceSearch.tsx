/// <reference types="google.maps" />
import { TextField } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { usePlacesLibrary } from './placesLibrary';
import { placeToFields } from './placeToFields';
import { regionValuesOfPlace } from './regionIds';
import { useSetField } from './useSetField';

/** What Google is asked to return for a chosen place (each field is billed). */
const PLACE_FIELDS = ['address_components', 'formatted_address', 'geometry'];

/** The place search covers Canada only (spec 001, section 5). */
const SEARCH_COUNTRY = 'ca';

/**
 * Fills the form from a chosen place: the address fields at once, then the region ids
 * looked up by name. When places are chosen quickly one after another, the last one wins.
 */
function useFillFromPlace(): (place: unknown) => Promise<void> {
  const dataProvider = useDataProvider();
  const setField = useSetField();
  const latest = useRef(0);
  return async (place) => {
    const fields = placeToFields(place);
    if (!fields) return;
    const pick = ++latest.current;
    for (const [name, value] of Object.entries(fields)) setField(name, value);
    const regionValues = await regionValuesOfPlace(dataProvider, fields);
    if (pick !== latest.current) return;
    for (const [name, value] of Object.entries(regionValues)) setField(name, value);
  };
}

/**
 * Google's place search (Canada), which fills the address, coordinates and regions of the
 * form. Without a maps key it is disabled and says so; the fields are then filled by hand.
 */
export function PlaceSearch() {
  const translate = useTranslate();
  const places = usePlacesLibrary();
  const input = useRef<HTMLInputElement>(null);
  const fill = useFillFromPlace();
  // The listener is attached once; it must call the current form's filler.
  const latestFill = useRef(fill);
  latestFill.current = fill;

  useEffect(() => {
    if (places.status !== 'ready' || !input.current) return;
    const autocomplete = new places.places.Autocomplete(input.current, {
      componentRestrictions: { country: SEARCH_COUNTRY },
      fields: PLACE_FIELDS,
    });
    const listener = autocomplete.addListener('place_changed', () => {
      void latestFill.current(autocomplete.getPlace());
    });
    return () => listener.remove();
  }, [places]);

  return (
    <TextField
      label={translate('console.location.search.label')}
      className="ra-input ra-input-place-search"
      fullWidth
      inputRef={input}
      disabled={places.status !== 'ready'}
      helperText={places.status === 'unavailable' ? translate(places.message) : undefined}
      // Enter picks a suggestion; it must not submit the form.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
    />
  );
}
