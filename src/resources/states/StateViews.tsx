import { stateUpdate } from '../../../shared/schemas/geography';
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

export const stateKind = kindWithNameTexts('states', 'console.states.one', 'state');

/** The provinces/states of the country in the route. */
export function StateList() {
  const { countryId } = useRequiredRegionIds('countryId');
  const { country } = useRegionNames({ countryId });
  return (
    <RegionList
      kind={stateKind}
      nameField="state"
      title={country ? asIs(country) : 'console.states.list_title'}
      lead={<GeographyBreadcrumbs ids={{ countryId }} />}
      createLabel="console.states.new"
      createPath={pathTo('states', 'create', countryId)}
      viewPath={(state) => pathTo('cities', 'list', countryId, state.id)}
      editPath={(state) => pathTo('states', 'edit', countryId, state.id)}
      storeKey={`country-${countryId}-states.listParams`}
      meta={{ countryId }}
    />
  );
}

/** The country is the route's: the form has the name and Publish only. */
const validateState = (values: Record<string, unknown>) => validateWith(stateUpdate, values);

export function StateEdit() {
  const ids = useRequiredRegionIds('countryId', 'stateId');
  return (
    <RegionEdit
      kind={stateKind}
      ids={ids}
      validate={validateState}
      listPath={pathTo('states', 'list', ids.countryId)}
    />
  );
}

export function StateCreate() {
  const { countryId } = useRequiredRegionIds('countryId');
  return (
    <ContentCreate
      kind={stateKind}
      title="console.states.new"
      validate={validateState}
      listPath={pathTo('states', 'list', countryId)}
      transform={(values) => ({ ...values, country_id: Number(countryId) })}
      lead={<GeographyBreadcrumbs ids={{ countryId }} current="console.states.new" />}
    >
      <RegionFields nameField="state" />
    </ContentCreate>
  );
}
