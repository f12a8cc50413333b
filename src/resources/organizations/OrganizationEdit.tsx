import { Alert } from '@mui/material';
import { useCallback } from 'react';
import {
  type Identifier,
  Loading,
  type RaRecord,
  useGetOne,
  useParams,
  useTranslate,
} from 'react-admin';
import { addressValues, withPlace } from '../../custom/location/addressValues';
import { asIs } from '../../i18n/text';
import { LoadError } from '../../ui/LoadError';
import { ContentEdit } from '../shared/ContentForm';
import { OrganizationFields, validateOrganization } from './OrganizationFields';
import { OrganizationLead } from './OrganizationTabs';
import { organizationKind } from './organizationKind';
import { useOrganizationScope } from './scope';

/**
 * The organization's place: a corkboard organization's is loaded from its location (spec 001,
 * section 4), any other's comes with the organization.
 */
function useOrganizationLocation(organization: RaRecord | undefined) {
  const corkboardLocationId =
    organization?.is_corkboard && organization.location_id ? organization.location_id : null;
  const corkboard = useGetOne(
    'locations',
    { id: corkboardLocationId ?? '' },
    { enabled: corkboardLocationId !== null },
  );
  if (corkboardLocationId === null) {
    return { location: (organization?.location as RaRecord | null) ?? null, ...idle };
  }
  return {
    location: corkboard.data ?? (organization?.location as RaRecord | null) ?? null,
    isPending: corkboard.isPending,
    failed: corkboard.isError,
    refetch: corkboard.refetch,
  };
}

const idle = { isPending: false, failed: false, refetch: async () => undefined };

/**
 * Edit an organization (`.../organization/{id}/edit`): its fields and its place, saved in one
 * request (its location is made when it has none).
 */
export function OrganizationEdit() {
  const translate = useTranslate();
  const { organizationId = '' } = useParams<{ organizationId: string }>();
  const { pathTo } = useOrganizationScope();
  const loaded = useGetOne('organizations', { id: organizationId });
  const place = useOrganizationLocation(loaded.data);
  const placeValues = useCallback(() => addressValues(place.location), [place.location]);

  if (loaded.isError) {
    return (
      <LoadError
        error={loaded.error}
        fallback={translate('console.organizations.load_failed')}
        onRetry={() => loaded.refetch()}
      />
    );
  }
  if (!loaded.data || place.isPending) return <Loading />;
  const organization = loaded.data;
  const overview = (id: Identifier) => pathTo('organizations', 'show', id);

  return (
    <ContentEdit
      kind={organizationKind}
      id={organization.id}
      title={(record) =>
        asIs(
          translate('console.organizations.edit_title', {
            name: record?.name ?? organization.name,
          }),
        )
      }
      lead={
        <>
          <OrganizationLead organizationId={organization.id} name={organization.name} />
          {place.failed && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate('console.organizations.corkboard_location_failed')}
            </Alert>
          )}
        </>
      }
      listPath={overview(organization.id)}
      savedPath={(saved) => overview(saved.id)}
      formValues={placeValues}
      transform={(values) => ({
        ...withPlace(values),
        location_updated_at: place.location?.updated_at,
      })}
      onReload={place.refetch}
      validate={validateOrganization}
      saveAlwaysEnabled
    >
      <OrganizationFields />
    </ContentEdit>
  );
}
