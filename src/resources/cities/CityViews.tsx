import { cityUpdate } from '../../../shared/schemas/geography';
import { validateWith } from '../../../shared/validation';
import { GeographyBreadcrumbs } from '../../custom/geography/GeographyBreadcrumbs';
import { useRegionNames, useRequiredRegionIds } from '../../custom/geography/useRegionNames';
import { asIs } from '../../i18n/text';
import { pathTo } from '../paths';
import { ContentCreate } from '../shared/ContentForm';
import { kindWithNameTexts } from '../shared/contentKind';
import { RegionEdit } from '../shared/RegionEdit';
import { RegionFields } from '../shared/RegionFields';
import { RegionList } from '../shared/RegionList';

export const cityKind = kindWithNameTexts('cities', 'console.cities.one', 'city');

/** The municipalities of the province/state in the route. */
export function CityList() {
  const { countryId, stateId } = useRequiredRegionIds('countryId', 'stateId');
  const { country, state } = useRegionNames({ countryId, stateId });
  return (
    <RegionList
      kind={cityKind}
      nameField="city"
      title={country && state ? asIs(`${country} - ${state}`) : 'console.cities.list_title'}
      lead={<GeographyBreadcrumbs ids={{ countryId, stateId }} />}
      createLabel="console.cities.new"
      createPath={pathTo('cities', 'create', countryId, stateId)}
      viewPath={(city) => pathTo('cities', 'show', countryId, stateId, city.id)}
      editPath={(city) => pathTo('cities', 'edit', countryId, stateId, city.id)}
      storeKey={`state-${stateId}-cities.listParams`}
      meta={{ countryId, stateId }}
      withDigit
    />
  );
}

/** The province/state is the route's: the form has the name and Publish only. */
const validateCity = (values: Record<string, unknown>) => validateWith(cityUpdate, values);

export function CityEdit() {
  const ids = useRequiredRegionIds('countryId', 'stateId', 'municipalityId');
  return (
    <RegionEdit
      kind={cityKind}
      ids={ids}
      validate={validateCity}
      listPath={pathTo('cities', 'list', ids.countryId, ids.stateId)}
    />
  );
}

export function CityCreate() {
  const { countryId, stateId } = useRequiredRegionIds('countryId', 'stateId');
  return (
    <ContentCreate
      kind={cityKind}
      title="console.cities.new"
      validate={validateCity}
      listPath={pathTo('cities', 'list', countryId, stateId)}
      transform={(values) => ({ ...values, state_id: Number(stateId) })}
      lead={<GeographyBreadcrumbs ids={{ countryId, stateId }} current="console.cities.new" />}
    >
      <RegionFields nameField="city" />
    </ContentCreate>
  );
}
