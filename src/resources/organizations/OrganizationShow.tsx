import { type RaRecord, useGetOne, useParams, useTranslate } from 'react-admin';
import { organizations as organizationsDeclaration } from '../../../shared/resources/organizations';
import { asIs } from '../../i18n/text';
import { OrganizationFindings } from '../reviewQueue/OrganizationFindings';
import { ReviewBar } from '../reviewQueue/ReviewBar';
import { CardAndProfileImageRows } from '../shared/DetailImages';
import {
  CategoryName,
  DetailRow,
  DetailRows,
  DetailScreen,
  textOrDash,
} from '../shared/DetailScreen';
import { MergeWithButton } from './merge/MergeWithButton';
import { OrganizationLead } from './OrganizationTabs';
import { useOrganizationScope } from './scope';
import { VerificationLine } from './VerificationLine';

const yesNo = (value: unknown) => (value ? 'ra.boolean.true' : 'ra.boolean.false');

function Details({ organization }: { organization: RaRecord }) {
  const translate = useTranslate();
  const place = (organization.location as RaRecord | null) ?? null;
  return (
    <DetailRows>
      <DetailRow label="console.organizations.fields.id">{organization.id}</DetailRow>
      <DetailRow label="console.organizations.fields.name">
        {textOrDash(organization.name)}
      </DetailRow>
      <DetailRow label="console.organizations.fields.category">
        <CategoryName id={organization.category_id} />
      </DetailRow>
      <DetailRow label="console.organizations.fields.description">
        {textOrDash(organization.description)}
      </DetailRow>
      <DetailRow label="console.organizations.fields.website_url">
        {textOrDash(organization.website_url)}
      </DetailRow>
      <DetailRow label="console.organizations.fields.twitter_name">
        {textOrDash(organization.twitter_name)}
      </DetailRow>
      <DetailRow label="console.organizations.fields.facebook_name">
        {textOrDash(organization.facebook_name)}
      </DetailRow>
      <DetailRow label="console.organizations.fields.instagram_name">
        {textOrDash(organization.instagram_name)}
      </DetailRow>
      <DetailRow label="console.organizations.fields.linkedin_name">
        {textOrDash(organization.linkedin_name)}
      </DetailRow>
      <DetailRow label="console.organizations.fields.email_address">
        {textOrDash(organization.email_address)}
      </DetailRow>
      <DetailRow label="console.organizations.fields.phone_number">
        {textOrDash(organization.phone_number)}
      </DetailRow>
      <DetailRow label="console.organizations.fields.published">
        {translate(yesNo(organization.is_published))}
      </DetailRow>
      <DetailRow label="console.organizations.fields.is_corkboard">
        {translate(yesNo(organization.is_corkboard))}
      </DetailRow>
      <DetailRow label="console.location.fields.address_1">
        {textOrDash(place?.address_1)}
      </DetailRow>
      <DetailRow label="console.location.fields.address_2">
        {textOrDash(place?.address_2)}
      </DetailRow>
      <DetailRow label="console.location.fields.city">
        {textOrDash(organization.city ?? place?.city)}
      </DetailRow>
      <DetailRow label="console.location.fields.state">
        {textOrDash(organization.state ?? place?.state)}
      </DetailRow>
      <DetailRow label="console.location.fields.country">
        {textOrDash(organization.country ?? place?.country)}
      </DetailRow>
      <DetailRow label="console.location.fields.zip">{textOrDash(place?.zip)}</DetailRow>
      <DetailRow label="console.location.fields.latitude">{textOrDash(place?.latitude)}</DetailRow>
      <DetailRow label="console.location.fields.longitude">
        {textOrDash(place?.longitude)}
      </DetailRow>
      <CardAndProfileImageRows
        record={organization}
        labels={{
          card: 'console.organizations.fields.card_image',
          profile: 'console.organizations.fields.profile_image',
        }}
        missing="text"
      />
    </DetailRows>
  );
}

/** An organization's overview (`{prefix}/organization/{id}`): its fields, images and place. */
export function OrganizationShow() {
  const translate = useTranslate();
  const { organizationId = '' } = useParams<{ organizationId: string }>();
  const { listPath } = useOrganizationScope();
  const query = useGetOne('organizations', { id: organizationId });
  const name = query.data?.name as string | undefined;
  return (
    <DetailScreen
      history={organizationsDeclaration.table}
      title={name === undefined ? 'console.organizations.one' : asIs(name)}
      lead={<OrganizationLead organizationId={organizationId} name={name} />}
      query={query}
      fallback="console.organizations.load_failed"
      backTo={listPath}
      actions={(organization) => <MergeWithButton organization={organization} />}
      heading={(organization) =>
        asIs(translate('console.organizations.heading', { name: organization.name }))
      }
    >
      {(organization) => (
        <>
          <ReviewBar organization={organization} />
          <VerificationLine organization={organization} />
          <OrganizationFindings
            organizationId={organization.id}
            version={organization.updated_at}
          />
          <Details organization={organization} />
        </>
      )}
    </DetailScreen>
  );
}
