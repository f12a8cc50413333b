import { type RaRecord, useGetOne, useParams } from 'react-admin';
import { organizations as organizationsDeclaration } from '../../../shared/resources/organizations';
import { CardAndProfileImageRows } from '../shared/DetailImages';
import {
  CategoryName,
  DetailRow,
  DetailRows,
  DetailScreen,
  textOrDash,
} from '../shared/DetailScreen';
import { OrganizationLead } from './OrganizationTabs';
import { useOrganizationScope } from './scope';

const yesNo = (value: unknown) => (value ? 'Yes' : 'No');

function Details({ organization }: { organization: RaRecord }) {
  const place = (organization.location as RaRecord | null) ?? null;
  return (
    <DetailRows>
      <DetailRow label="ID">{organization.id}</DetailRow>
      <DetailRow label="Name">{textOrDash(organization.name)}</DetailRow>
      <DetailRow label="Category">
        <CategoryName id={organization.category_id} />
      </DetailRow>
      <DetailRow label="Description">{textOrDash(organization.description)}</DetailRow>
      <DetailRow label="Website">{textOrDash(organization.website_url)}</DetailRow>
      <DetailRow label="Twitter">{textOrDash(organization.twitter_name)}</DetailRow>
      <DetailRow label="Facebook">{textOrDash(organization.facebook_name)}</DetailRow>
      <DetailRow label="Instagram">{textOrDash(organization.instagram_name)}</DetailRow>
      <DetailRow label="LinkedIn">{textOrDash(organization.linkedin_name)}</DetailRow>
      <DetailRow label="Email">{textOrDash(organization.email_address)}</DetailRow>
      <DetailRow label="Phone">{textOrDash(organization.phone_number)}</DetailRow>
      <DetailRow label="Published?">{yesNo(organization.is_published)}</DetailRow>
      <DetailRow label="Corkboard">{yesNo(organization.is_corkboard)}</DetailRow>
      <DetailRow label="Address 1">{textOrDash(place?.address_1)}</DetailRow>
      <DetailRow label="Address 2">{textOrDash(place?.address_2)}</DetailRow>
      <DetailRow label="City">{textOrDash(organization.city ?? place?.city)}</DetailRow>
      <DetailRow label="State">{textOrDash(organization.state ?? place?.state)}</DetailRow>
      <DetailRow label="Country">{textOrDash(organization.country ?? place?.country)}</DetailRow>
      <DetailRow label="Zip">{textOrDash(place?.zip)}</DetailRow>
      <DetailRow label="Latitude">{textOrDash(place?.latitude)}</DetailRow>
      <DetailRow label="Longitude">{textOrDash(place?.longitude)}</DetailRow>
      <CardAndProfileImageRows
        record={organization}
        labels={{ card: 'Card image', profile: 'Profile image' }}
        missing="text"
      />
    </DetailRows>
  );
}

/** An organization's overview (`{prefix}/organization/{id}`): its fields, images and place. */
export function OrganizationShow() {
  const { organizationId = '' } = useParams<{ organizationId: string }>();
  const { listPath } = useOrganizationScope();
  const query = useGetOne('organizations', { id: organizationId });
  const name = query.data?.name as string | undefined;
  return (
    <DetailScreen
      history={organizationsDeclaration.table}
      title={name ?? 'Organization'}
      lead={<OrganizationLead organizationId={organizationId} name={name} />}
      query={query}
      fallback="The organization could not be loaded."
      backTo={listPath}
      heading={(organization) => `Organization: ${organization.name}`}
    >
      {(organization) => <Details organization={organization} />}
    </DetailScreen>
  );
}
