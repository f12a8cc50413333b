import { Autocomplete, Box, TextField } from '@mui/material';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type RaRecord, useGetList, useGetOne, useListContext, useTranslate } from 'react-admin';

/** The regions offered for the letters typed. */
const OFFERED = { page: 1, perPage: 50 };

/** Records as a choice filter's choices: their id and name. */
export const choicesOf = (records: readonly RaRecord[]) =>
  records.map((record) => ({ id: String(record.id), name: String(record.name) }));

export interface RegionFilterProps {
  /** The filter it sets: `state_id` or `city_id`. */
  source: 'state_id' | 'city_id';
  /** The typed-letter lookup (dataProvider/resources/regionLookups.ts). */
  lookup: 'lookup-states' | 'lookup-cities';
  label: string;
  noneFound: string;
  /** The filter above it: none offered until it is set, and another value clears this one. */
  parent?: { source: 'state_id'; hint: string };
}

/**
 * A region filter: a province/state of any country, or a municipality of the chosen province,
 * found by the letters typed (a lookup answers a few at a time; countries hold dozens).
 */
export function RegionFilter({ source, lookup, label, noneFound, parent }: RegionFilterProps) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const parentId = parent ? (filterValues[parent.source] as string | undefined) : undefined;
  const waiting = parent !== undefined && parentId === undefined;
  const chosenId = filterValues[source] as string | undefined;
  const [typed, setTyped] = useState('');
  const { data: chosen } = useGetOne(
    lookup,
    { id: chosenId ?? '' },
    { enabled: chosenId !== undefined },
  );
  const { data: offered = [], isFetching } = useGetList(
    lookup,
    {
      filter: parent ? { [parent.source]: parentId, q: typed } : { q: typed },
      pagination: OFFERED,
    },
    { enabled: !waiting },
  );
  const options = useMemo(() => choicesOf(offered), [offered]);
  const value = chosenId && chosen ? { id: chosenId, name: String(chosen.name) } : null;
  const choose = (id: string | undefined) => {
    const { [source]: _previous, ...others } = filterValues;
    setFilters(id === undefined ? others : { ...others, [source]: id });
  };
  const previousParent = useRef(parentId);
  useEffect(() => {
    if (previousParent.current !== parentId && chosenId !== undefined) choose(undefined);
    previousParent.current = parentId;
  });
  return (
    <Autocomplete
      size="small"
      sx={{ width: 240 }}
      options={options}
      value={value}
      loading={isFetching}
      disabled={waiting}
      clearOnEscape
      filterOptions={(all) => all}
      getOptionLabel={(region) => region.name}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      onChange={(_event, region) => choose(region?.id)}
      noOptionsText={translate(noneFound)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(label)}
          helperText={waiting && parent ? translate(parent.hint) : undefined}
        />
      )}
    />
  );
}

/** A list's row of filters, wrapping at narrow widths. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, pt: 1, pb: 1.5 }}>{children}</Box>
  );
}

/** The province/state filter (`state_id`) of a list: any country's, by the letters typed. */
export const ProvinceFilter = ({
  label,
  noneFound,
}: Pick<RegionFilterProps, 'label' | 'noneFound'>) => (
  <RegionFilter source="state_id" lookup="lookup-states" label={label} noneFound={noneFound} />
);
