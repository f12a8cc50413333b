import { Alert } from '@mui/material';
import { useState } from 'react';
import { Loading, type RaRecord, useDataProvider, useGetOne, useParams } from 'react-admin';
import { LoadError } from '../../custom/LoadError';
import { addressValues, withPlace } from '../../custom/location/addressValues';
import { OrganizationLead } from '../../custom/organizations/OrganizationTabs';
import { SaveFlowForm } from '../../custom/organizations/SaveFlowForm';
import { useOrganizationScope } from '../../custom/organizations/scope';
import { OrganizationFields, validateOrganization } from './OrganizationFields';
import { organizationKind } from './organizationKind';

export const CORKBOARD_LOCATION_FAILED = 'Failed to load corkboard location';

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
  const { organizationId = '' } = useParams<{ organizationId: string }>();
  const { pathTo } = useOrganizationScope();
  const dataProvider = useDataProvider();
  const loaded = useGetOne('organizations', { id: organizationId });
  const place = useOrganizationLocation(loaded.data);
  const [version, setVersion] = useState(0);

  if (loaded.isError) {
    return (
      <LoadError
        error={loaded.error}
        fallback="The organization could not be loaded."
        onRetry={() => loaded.refetch()}
      />
    );
  }
  if (!loaded.data || place.isPending) return <Loading />;
  const organization = loaded.data;

  return (
    <SaveFlowForm
      key={`${organization.id}-${version}`}
      title={`Edit Organization: ${organization.name}`}
      lead={
        <>
          <OrganizationLead organizationId={organization.id} name={organization.name} />
          {place.failed && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {CORKBOARD_LOCATION_FAILED}
            </Alert>
          )}
        </>
      }
      backTo={pathTo('organizations', 'show', organization.id)}
      defaultValues={{ ...organization, ...addressValues(place.location) }}
      validate={validateOrganization}
      save={async (values) => {
        // A refused save changes nothing: a retry starts from the versions loaded.
        const { data: saved } = await dataProvider.update('organizations', {
          id: organization.id,
          data: { ...withPlace(values), location_updated_at: place.location?.updated_at },
          previousData: organization,
        });
        return {
          message: organizationKind.updated(saved),
          to: pathTo('organizations', 'show', saved.id),
        };
      }}
      reload={async () => {
        await Promise.all([loaded.refetch(), place.refetch()]);
        setVersion((count) => count + 1);
      }}
    >
      <OrganizationFields />
    </SaveFlowForm>
  );
}
