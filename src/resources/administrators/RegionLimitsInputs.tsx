import { Autocomplete, Box, MenuItem, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { type Identifier, type RaRecord, useGetList, useGetMany, useTranslate } from 'react-admin';
import type { MessageKey } from '../../i18n/text';

/** An editor's limits: the provinces/states and municipalities they may change listings in. */
export interface RegionLimits {
  state_ids: number[];
  city_ids: number[];
}

export const NO_LIMITS: RegionLimits = { state_ids: [], city_ids: [] };

/** Options at most as the lookups answer them (typed letters narrow them). */
const OPTIONS = { page: 1, perPage: 50 };
/** The countries, and a country's provinces/states, to search under. */
const EVERY_PARENT = { page: 1, perPage: 100 };

interface Region {
  id: number;
  name: string;
}

const regionOf = (record: RaRecord): Region => ({
  id: Number(record.id),
  name: String(record.name),
});

/**
 * The regions of `ids`, by name: those just picked as they were offered, the others (limits
 * already kept) from the lookups (`lookup-states`, `lookup-cities`).
 */
function useChosen(resource: string, ids: number[], picked: Region[]): Region[] {
  const { data = [] } = useGetMany(resource, { ids });
  return useMemo(() => {
    const known = [...picked, ...data.map(regionOf)];
    return ids.flatMap((id) => known.find((region) => region.id === id) ?? []);
  }, [ids, picked, data]);
}

/** A level's choice among the regions a lookup offers under a parent, chosen by name. */
function RegionsInput({
  resource,
  filter,
  label,
  ids,
  onChange,
  disabled,
}: {
  resource: 'lookup-states' | 'lookup-cities';
  filter: Record<string, Identifier> | null;
  label: MessageKey;
  ids: number[];
  onChange: (ids: number[]) => void;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<Region[]>([]);
  const chosen = useChosen(resource, ids, picked);
  const { data = [], isFetching } = useGetList(
    resource,
    { filter: { ...filter, q: typed }, pagination: OPTIONS },
    { enabled: filter !== null },
  );
  const options = useMemo(() => data.map(regionOf), [data]);
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={chosen}
      loading={isFetching}
      disabled={disabled}
      filterOptions={(all) => all}
      getOptionLabel={(region) => region.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onInputChange={(_event, value) => setTyped(value)}
      onChange={(_event, regions) => {
        setPicked(regions);
        onChange(regions.map((region) => region.id));
      }}
      noOptionsText={translate('console.administrators.limits.none_found')}
      renderInput={(params) => <TextField {...params} label={translate(label)} />}
    />
  );
}

/** A level's one region (the first until another is chosen), whose regions the next input offers. */
function ParentSelect({
  regions,
  label,
  value,
  onChange,
}: {
  regions: RaRecord[];
  label: MessageKey;
  value: Identifier | undefined;
  onChange: (id: Identifier) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    >
      {regions.map((region) => (
        <MenuItem key={region.id} value={region.id}>
          {String(region.name)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * An editor's limits, chosen by name: provinces/states of a country, and municipalities of a
 * province/state (each list offers the regions under the one chosen above it). None: no limit.
 */
export function RegionLimitsInputs({
  value,
  onChange,
  disabled = false,
}: {
  value: RegionLimits;
  onChange: (limits: RegionLimits) => void;
  disabled?: boolean;
}) {
  const [country, setCountry] = useState<Identifier | ''>('');
  const [province, setProvince] = useState<Identifier | ''>('');
  const { data: countries = [] } = useGetList('lookup-countries', {
    filter: { q: '' },
    pagination: EVERY_PARENT,
  });
  const countryId = country === '' ? countries[0]?.id : country;
  const { data: provinces = [] } = useGetList(
    'lookup-states',
    { filter: { country_id: countryId, q: '' }, pagination: EVERY_PARENT },
    { enabled: countryId !== undefined },
  );
  const provinceId = province === '' ? provinces[0]?.id : province;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, width: '100%' }}>
      {/* A directory of one country (Canada, as seeded) needs no choice of it. */}
      {countries.length > 1 && (
        <ParentSelect
          regions={countries}
          label="console.administrators.limits.country"
          value={countryId}
          onChange={(id) => {
            setCountry(id);
            setProvince('');
          }}
        />
      )}
      <RegionsInput
        resource="lookup-states"
        filter={countryId === undefined ? null : { country_id: countryId }}
        label="console.administrators.limits.provinces"
        ids={value.state_ids}
        onChange={(state_ids) => onChange({ ...value, state_ids })}
        disabled={disabled}
      />
      <ParentSelect
        regions={provinces}
        label="console.administrators.limits.municipalities_in"
        value={provinceId}
        onChange={setProvince}
      />
      <RegionsInput
        resource="lookup-cities"
        filter={provinceId === undefined ? null : { state_id: provinceId }}
        label="console.administrators.limits.municipalities"
        ids={value.city_ids}
        onChange={(city_ids) => onChange({ ...value, city_ids })}
        disabled={disabled}
      />
    </Box>
  );
}
