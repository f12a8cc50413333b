import { DataTable } from 'react-admin';
import { countryInput } from '../../../shared/schemas/geography';
import { validateWith } from '../../../shared/validation';
import { GeographyBreadcrumbs } from '../../custom/geography/GeographyBreadcrumbs';
import { useRegionIds } from '../../custom/geography/useRegionNames';
import { pathTo } from '../paths';
import { ContentCreate } from '../shared/ContentForm';
import { kindWithNameTexts } from '../shared/contentKind';
import { TextInput } from '../shared/inputs';
import { RegionEdit } from '../shared/RegionEdit';
import { RegionFields } from '../shared/RegionFields';
import { RegionList } from '../shared/RegionList';

export const countryKind = kindWithNameTexts('countries', 'console.countries.one', 'country');

export function CountryList() {
  return (
    <RegionList
      kind={countryKind}
      nameField="country"
      title="console.countries.list_title"
      createLabel="console.countries.new"
      createPath={pathTo('countries', 'create')}
      viewPath={(country) => pathTo('states', 'list', country.id)}
      editPath={(country) => pathTo('countries', 'edit', country.id)}
      storeKey="countries.listParams"
      phoneDetail={(country) => country.country_code}
    >
      <DataTable.Col source="country_code" label="console.countries.code_column" disableSort />
    </RegionList>
  );
}

const validateCountry = (values: Record<string, unknown>) => validateWith(countryInput, values);

function CountryFields() {
  return (
    <RegionFields nameField="country">
      <TextInput source="country_code" label="console.countries.code" />
    </RegionFields>
  );
}

export function CountryEdit() {
  const { countryId } = useRegionIds();
  return (
    <RegionEdit
      kind={countryKind}
      ids={{ countryId }}
      validate={validateCountry}
      listPath={pathTo('countries', 'list')}
    >
      <TextInput source="country_code" label="console.countries.code" />
    </RegionEdit>
  );
}

export function CountryCreate() {
  return (
    <ContentCreate
      kind={countryKind}
      title="console.countries.new"
      validate={validateCountry}
      listPath={pathTo('countries', 'list')}
      lead={<GeographyBreadcrumbs ids={{}} current="console.countries.new" />}
    >
      <CountryFields />
    </ContentCreate>
  );
}
