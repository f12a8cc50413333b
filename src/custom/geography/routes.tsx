import { CityCreate, CityEdit, CityList } from '../../resources/cities/CityViews';
import { CountryCreate, CountryEdit, CountryList } from '../../resources/countries/CountryViews';
import { MunicipalityOrganizationList } from '../../resources/municipalityOrganizations/MunicipalityOrganizationList';
import { StateCreate, StateEdit, StateList } from '../../resources/states/StateViews';
import type { ConsoleRoute } from '../routes';
import { geographyRoutePatterns as patterns } from './paths';

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
