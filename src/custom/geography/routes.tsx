import { lazyView } from '../lazyView';
import type { ConsoleRoute } from '../routes';
import { geographyRoutePatterns as patterns } from './paths';

const countryViews = () => import('../../resources/countries/CountryViews');
const stateViews = () => import('../../resources/states/StateViews');
const cityViews = () => import('../../resources/cities/CityViews');
const CountryList = lazyView(countryViews, 'CountryList');
const CountryCreate = lazyView(countryViews, 'CountryCreate');
const CountryEdit = lazyView(countryViews, 'CountryEdit');
const StateList = lazyView(stateViews, 'StateList');
const StateCreate = lazyView(stateViews, 'StateCreate');
const StateEdit = lazyView(stateViews, 'StateEdit');
const CityList = lazyView(cityViews, 'CityList');
const CityCreate = lazyView(cityViews, 'CityCreate');
const CityEdit = lazyView(cityViews, 'CityEdit');
const MunicipalityOrganizationList = lazyView(
  () => import('../../resources/municipalityOrganizations/MunicipalityOrganizationList'),
  'MunicipalityOrganizationList',
);

/**
 * The geography screens: their URLs carry the parent region ids (spec 001), so they are
 * routes of their own rather than react-admin's resource URLs. The organization screens
 * under a municipality are served by the organization routes (src/custom/organizations).
 */
export const geographyRoutes: ConsoleRoute[] = [
  { path: patterns.countries, element: <CountryList /> },
  { path: patterns.newCountry, element: <CountryCreate /> },
  { path: patterns.editCountry, element: <CountryEdit /> },
  { path: patterns.states, element: <StateList /> },
  { path: patterns.newState, element: <StateCreate /> },
  { path: patterns.editState, element: <StateEdit /> },
  { path: patterns.municipalities, element: <CityList /> },
  { path: patterns.newMunicipality, element: <CityCreate /> },
  { path: patterns.municipality, element: <MunicipalityOrganizationList /> },
  { path: patterns.editMunicipality, element: <CityEdit /> },
];
