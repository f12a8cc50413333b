import { Autocomplete, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  FieldTitle,
  InputHelperText,
  required as requiredValue,
  useGetList,
  useGetOne,
  useInput,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { REGION_REQUIRED } from '../../../shared/schemas/location';
import { useFormField } from '../../resources/shared/formFields';
import { useDebounced } from '../../ui/useDebounced';
import {
  CITY_LEVEL,
  COUNTRY_LEVEL,
  isEmptyId,
  levelsBelow,
  type RegionLevel,
  STATE_LEVEL,
} from './regionLevels';
import { useSetField } from './useSetField';

/** How long typing pauses before the options are fetched. */
export const TYPING_DELAY_MS = 250;

/** At most this many options are asked for (the server answers at most 20). */
const OPTIONS_ASKED = 20;

interface RegionOption {
  id: unknown;
  name: string;
}

const requiredRegion = requiredValue(REGION_REQUIRED);

const startsWith = (name: string, letters: string) =>
  name.toLowerCase().startsWith(letters.trim().toLowerCase());

interface RegionAutocompleteProps {
  level: RegionLevel;
  /** The level above (none for countries) and its chosen id, without which this one is disabled. */
  parent: { level: RegionLevel; id: unknown } | null;
  required: boolean;
}

/**
 * One level of the picker, bound to its name field (so the form's messages show under it);
 * choosing sets the id field too and clears the levels below when the region changes.
 */
function RegionAutocomplete({ level, parent, required }: RegionAutocompleteProps) {
  const translate = useTranslate();
  const requiredByForm = useFormField(level.nameField, level.label);
  const { field, fieldState, id, isRequired } = useInput({
    source: level.nameField,
    validate: required ? requiredRegion : undefined,
    isRequired: required || requiredByForm,
  });
  const { getValues, resetField } = useFormContext();
  const regionId: unknown = useWatch({ name: level.idField });
  const setField = useSetField();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const query = useDebounced(typed, TYPING_DELAY_MS);
  const waiting = typed !== query;
  const disabled = parent !== null && isEmptyId(parent.id);
  const name = typeof field.value === 'string' ? field.value : '';

  const { data: options = [], isFetching } = useGetList<{ id: number; name: string }>(
    level.optionsResource,
    {
      filter: parent ? { q: query, [parent.level.idField]: parent.id } : { q: query },
      pagination: { page: 1, perPage: OPTIONS_ASKED },
    },
    { enabled: open && !disabled },
  );

  // A form prefilled with an id only (e.g. from the route) shows the region's name.
  const nameMissing = name === '' && !isEmptyId(regionId);
  const { data: prefilled } = useGetOne<{ id: number; name: string }>(
    level.optionsResource,
    { id: regionId as number },
    { enabled: nameMissing },
  );
  // The name is part of what the form started with: showing it is no change to warn about.
  useEffect(() => {
    if (!prefilled || String(prefilled.id) !== String(getValues(level.idField))) return;
    if (getValues(level.nameField)) return;
    resetField(level.nameField, { defaultValue: prefilled.name });
  }, [prefilled, getValues, level, resetField]);

  const value: RegionOption | null = name === '' ? null : { id: regionId ?? null, name };
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const prompt = disabled || (level === COUNTRY_LEVEL && value === null) ? level.prompt : undefined;

  return (
    <Autocomplete<RegionOption>
      id={id}
      className={`ra-input ra-input-${level.nameField}`}
      value={value}
      options={options}
      disabled={disabled}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      loading={isFetching || waiting}
      // The server lists names starting with the letters; until it answers the letters typed
      // since, the options already loaded are narrowed the same way.
      filterOptions={(all) => all.filter((option) => startsWith(option.name, typed))}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => String(option.id) === String(selected.id)}
      renderOption={({ key: _key, ...props }, option) => (
        <li key={String(option.id)} {...props}>
          {option.name}
        </li>
      )}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      onChange={(_event, option) => {
        const changed = !option || String(option.id) !== String(regionId);
        field.onChange(option ? option.name : null);
        setField(level.idField, option ? option.id : null);
        if (!changed) return;
        for (const below of levelsBelow(level)) {
          setField(below.nameField, null);
          setField(below.idField, null);
        }
      }}
      clearText={translate('console.location.picker.clear')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      loadingText={translate('console.location.picker.loading')}
      noOptionsText={translate('console.location.picker.no_options')}
      slotProps={{ listbox: { style: { maxHeight: '40vh' } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label={
            <FieldTitle label={level.label} source={level.nameField} isRequired={isRequired} />
          }
          placeholder={level === COUNTRY_LEVEL ? translate(level.prompt) : undefined}
          error={Boolean(error)}
          helperText={
            error || prompt ? <InputHelperText error={error} helperText={prompt} /> : undefined
          }
        />
      )}
    />
  );
}

export interface LocationPickerProps {
  /**
   * Each level must be chosen: `This field is required.` under an empty one after submit. In a
   * console form the form's rules say so instead (and mark the levels).
   */
  required?: boolean;
}

/**
 * Country, then state, then city, each searched by its first letters. Bound to the form's
 * country/state/city (names) and country_id/state_id/city_id. A state needs a country, a
 * city a state; changing or clearing a level clears the ones below it.
 */
export function LocationPicker({ required = false }: LocationPickerProps) {
  const [countryId, stateId]: unknown[] = useWatch({ name: ['country_id', 'state_id'] });
  return (
    <Stack className="location-picker" sx={{ width: '100%' }}>
      <RegionAutocomplete level={COUNTRY_LEVEL} parent={null} required={required} />
      <RegionAutocomplete
        level={STATE_LEVEL}
        parent={{ level: COUNTRY_LEVEL, id: countryId }}
        required={required}
      />
      <RegionAutocomplete
        level={CITY_LEVEL}
        parent={{ level: STATE_LEVEL, id: stateId }}
        required={required}
      />
    </Stack>
  );
}
