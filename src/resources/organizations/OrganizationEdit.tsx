import { Alert } from '@mui/material';
import { useRef, useState } from 'react';
import { Loading, type RaRecord, useDataProvider, useGetOne, useParams } from 'react-admin';
import { LoadError } from '../../custom/LoadError';
import { OrganizationLead } from '../../custom/organizations/OrganizationTabs';
import { SaveFlowForm } from '../../custom/organizations/SaveFlowForm';
import {
  addressValues,
  type SavedOrganization,
  updateOrganization,
} from '../../custom/organizations/saveFlows';
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

/** Edit an organization (`.../organization/{id}/edit`): its fields and its place. */
export function OrganizationEdit() {
  const { organizationId = '' } = useParams<{ organizationId: string }>();
  const { paths } = useOrganizationScope();
  const dataProvider = useDataProvider();
  const loaded = useGetOne('organizations', { id: organizationId });
  const place = useOrganizationLocation(loaded.data);
  // The versions the next save starts from: those loaded, then those each step saved.
  const current = useRef<SavedOrganization | null>(null);
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
  if (String(current.current?.organization.id) !== String(organization.id)) {
    current.current = { organization, location: place.location };
  }

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
      backTo={paths.overview(organization.id)}
      defaultValues={{ ...organization, ...addressValues(place.location) }}
      validate={validateOrganization}
      save={async (values) => {
        const start = current.current ?? { organization, location: place.location };
        const saved = await updateOrganization(dataProvider, values, start, (progress) => {
          current.current = progress;
        });
        current.current = saved;
        return {
          message: organizationKind.updated(saved.organization),
          to: paths.overview(saved.organization.id),
        };
      }}
      reload={async () => {
        await Promise.all([loaded.refetch(), place.refetch()]);
        current.current = null;
        setVersion((count) => count + 1);
      }}
    >
      <OrganizationFields />
    </SaveFlowForm>
  );
}
