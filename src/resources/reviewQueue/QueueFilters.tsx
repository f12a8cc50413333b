import { Autocomplete, Box, TextField } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type RaRecord, useGetList, useGetOne, useListContext, useTranslate } from 'react-admin';
import { FINDINGS } from '../../../shared/resources/reviewQueue';
import { ALL_CATEGORIES } from '../shared/CategorySelect';
import { ChoiceFilter } from '../shared/ChoiceFilter';
import { isFlagSet } from '../shared/flags';
import { FINDING_LABELS } from './findingTexts';

/** Every region a lookup answers under a parent: provinces are few. */
const EVERY_REGION = { page: 1, perPage: 100 };
/** The municipalities offered for the letters typed. */
const OFFERED = { page: 1, perPage: 50 };

const choicesOf = (records: readonly RaRecord[]) =>
  records.map((record) => ({ id: String(record.id), name: String(record.name) }));

/** The provinces/states of the directory's first country (Canada, as seeded). */
function useProvinceChoices() {
  const { data: countries = [] } = useGetList('lookup-countries', {
    filter: { q: '' },
    pagination: EVERY_REGION,
  });
  const countryId = countries[0]?.id;
  const { data: provinces = [] } = useGetList(
    'lookup-states',
    { filter: { country_id: countryId, q: '' }, pagination: EVERY_REGION },
    { enabled: countryId !== undefined },
  );
  return useMemo(() => choicesOf(provinces), [provinces]);
}

/**
 * The municipality filter: a municipality of the chosen province, found by the letters typed.
 * Another province clears it.
 */
function MunicipalityFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const stateId = filterValues.state_id as string | undefined;
  const cityId = filterValues.city_id as string | undefined;
  const [typed, setTyped] = useState('');
  const { data: chosen } = useGetOne(
    'lookup-cities',
    { id: cityId ?? '' },
    { enabled: cityId !== undefined },
  );
  const { data: offered = [], isFetching } = useGetList(
    'lookup-cities',
    { filter: { state_id: stateId, q: typed }, pagination: OFFERED },
    { enabled: stateId !== undefined },
  );
  const options = useMemo(() => choicesOf(offered), [offered]);
  const value = cityId && chosen ? { id: cityId, name: String(chosen.name) } : null;
  const setCity = (id: string | undefined) => {
    const { city_id: _previous, ...others } = filterValues;
    setFilters(id === undefined ? others : { ...others, city_id: id });
  };
  const previousState = useRef(stateId);
  useEffect(() => {
    if (previousState.current !== stateId && cityId !== undefined) setCity(undefined);
    previousState.current = stateId;
  });
  return (
    <Autocomplete
      size="small"
      sx={{ width: 240 }}
      options={options}
      value={value}
      loading={isFetching}
      disabled={stateId === undefined}
      filterOptions={(all) => all}
      getOptionLabel={(city) => city.name}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      onInputChange={(_event, text) => setTyped(text)}
      onChange={(_event, city) => setCity(city?.id)}
      noOptionsText={translate('console.reviewQueue.filters.none_found')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('console.reviewQueue.filters.municipality')}
          helperText={
            stateId === undefined
              ? translate('console.reviewQueue.filters.municipality_hint')
              : undefined
          }
        />
      )}
    />
  );
}

/** The queue's filters: province, municipality, category and finding, each in the URL. */
export function QueueFilters() {
  const translate = useTranslate();
  const provinces = useProvinceChoices();
  const { data: categories = [] } = useGetList('categories', ALL_CATEGORIES);
  const categoryChoices = useMemo(
    () => choicesOf(categories.filter((category) => isFlagSet(category.is_organization))),
    [categories],
  );
  const findingChoices = FINDINGS.map((code) => ({
    id: code,
    name: translate(FINDING_LABELS[code]),
  }));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, pt: 1, pb: 1.5 }}>
      <ChoiceFilter
        source="state_id"
        label="console.reviewQueue.filters.province"
        choices={provinces}
      />
      <MunicipalityFilter />
      <ChoiceFilter
        source="category_id"
        label="console.reviewQueue.filters.category"
        choices={categoryChoices}
      />
      <ChoiceFilter
        source="finding"
        label="console.reviewQueue.filters.finding"
        choices={findingChoices}
        width={260}
      />
    </Box>
  );
}
