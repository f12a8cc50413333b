import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LinkBase, Loading, type RaRecord, Title, useGetOne, useParams } from 'react-admin';
import { LoadError } from '../../custom/LoadError';
import { OrganizationLead } from '../../custom/organizations/OrganizationTabs';
import { useOrganizationScope } from '../../custom/organizations/scope';

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

const yesNo = (value: unknown) => (value ? 'Yes' : 'No');

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function Image({ src, label }: { src: unknown; label: string }) {
  if (typeof src !== 'string' || src === '') return <>No image</>;
  return (
    <Box
      component="img"
      src={src}
      alt={label}
      sx={{ maxWidth: 240, maxHeight: 160, objectFit: 'contain', borderRadius: 1 }}
    />
  );
}

/** The category's name, once it has arrived. */
function CategoryName({ id }: { id: unknown }) {
  const hasId = id !== null && id !== undefined && id !== '';
  const { data } = useGetOne('categories', { id: hasId ? String(id) : '' }, { enabled: hasId });
  return <>{hasId ? text(data?.name ?? `#${String(id)}`) : '—'}</>;
}

function Details({ organization }: { organization: RaRecord }) {
  const place = (organization.location as RaRecord | null) ?? null;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { sm: '180px 1fr' }, gap: 1, m: 0 }}
    >
      <Row label="ID">{organization.id}</Row>
      <Row label="Name">{text(organization.name)}</Row>
      <Row label="Category">
        <CategoryName id={organization.category_id} />
      </Row>
      <Row label="Description">{text(organization.description)}</Row>
      <Row label="Website">{text(organization.website_url)}</Row>
      <Row label="Twitter">{text(organization.twitter_name)}</Row>
      <Row label="Facebook">{text(organization.facebook_name)}</Row>
      <Row label="Instagram">{text(organization.instagram_name)}</Row>
      <Row label="LinkedIn">{text(organization.linkedin_name)}</Row>
      <Row label="Email">{text(organization.email_address)}</Row>
      <Row label="Phone">{text(organization.phone_number)}</Row>
      <Row label="Published?">{yesNo(organization.is_published)}</Row>
      <Row label="Corkboard">{yesNo(organization.is_corkboard)}</Row>
      <Row label="Address 1">{text(place?.address_1)}</Row>
      <Row label="Address 2">{text(place?.address_2)}</Row>
      <Row label="City">{text(organization.city ?? place?.city)}</Row>
      <Row label="State">{text(organization.state ?? place?.state)}</Row>
      <Row label="Country">{text(organization.country ?? place?.country)}</Row>
      <Row label="Zip">{text(place?.zip)}</Row>
      <Row label="Latitude">{text(place?.latitude)}</Row>
      <Row label="Longitude">{text(place?.longitude)}</Row>
      <Row label="Card image">
        <Image src={organization.card_image} label="Card image" />
      </Row>
      <Row label="Profile image">
        <Image src={organization.profile_image} label="Profile image" />
      </Row>
    </Box>
  );
}

/** An organization's overview (`{prefix}/organization/{id}`): its fields, images and place. */
export function OrganizationShow() {
  const { organizationId = '' } = useParams<{ organizationId: string }>();
  const { listPath } = useOrganizationScope();
  const {
    data: organization,
    isError,
    error,
    refetch,
  } = useGetOne('organizations', {
    id: organizationId,
  });
  const name = organization?.name as string | undefined;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={name ?? 'Organization'} />
      <Box sx={{ py: 1.5 }}>
        <OrganizationLead organizationId={organizationId} name={name} />
      </Box>
      <Card>
        <CardContent>
          {isError ? (
            <LoadError
              error={error}
              fallback="The organization could not be loaded."
              onRetry={() => refetch()}
            />
          ) : !organization ? (
            <Loading />
          ) : (
            <>
              <Typography component="h1" variant="h6" gutterBottom>
                {`Organization: ${organization.name}`}
              </Typography>
              <Details organization={organization} />
            </>
          )}
          <Button
            component={LinkBase}
            to={listPath}
            startIcon={<ArrowBackIcon />}
            variant="outlined"
            sx={{ mt: 3 }}
          >
            Back
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
