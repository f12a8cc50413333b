import { useWatch } from 'react-hook-form';
import { organizationWithLocationInput } from '../../../shared/schemas/organization';
import { validateWith } from '../../../shared/validation';
import { AddressInputs } from '../../custom/location/AddressInputs';
import { CategorySelect } from '../shared/CategorySelect';
import { CheckboxInput } from '../shared/CheckboxInput';
import { FormCell, FormSection } from '../shared/FormSection';
import { isFlagSet } from '../shared/flags';
import { DescriptionInput, TextInput } from '../shared/inputs';
import { CardAndProfileImageInputs } from '../shared/StoredImageInput';

/** The rules of the organization form, corkboard ones included (shared with the server). */
export const validateOrganization = (values: Record<string, unknown>) =>
  validateWith(organizationWithLocationInput, values);

/** The contact and social links: three on a line on a wide screen. */
const LINKS = [
  ['website_url', 'console.organizations.fields.website'],
  ['email_address', 'console.organizations.fields.email'],
  ['phone_number', 'console.organizations.fields.phone'],
  ['twitter_name', 'console.organizations.fields.twitter'],
  ['facebook_name', 'console.organizations.fields.facebook'],
  ['instagram_name', 'console.organizations.fields.instagram'],
  ['linkedin_name', 'console.organizations.fields.linkedin'],
] as const;

/**
 * The organization form, in sections: the organization (category, name, description), its
 * address, contact and social links, images, and publishing (Publish, Corkboard). A corkboard
 * organization needs only its name and place: the category and description say they are
 * optional then.
 */
export function OrganizationFields() {
  const corkboard = isFlagSet(useWatch({ name: 'is_corkboard' }));
  const optionalForCorkboard = corkboard
    ? 'console.organizations.fields.optional_for_corkboard'
    : false;
  return (
    <>
      <FormSection title="console.organizations.one">
        <FormCell width="half">
          <CategorySelect flag="is_organization" helperText={optionalForCorkboard} />
        </FormCell>
        <FormCell width="half">
          <TextInput source="name" label="console.organizations.fields.name" />
        </FormCell>
        <DescriptionInput helperText={optionalForCorkboard} />
      </FormSection>
      <FormSection title="console.shared.sections.address">
        <AddressInputs />
      </FormSection>
      <FormSection title="console.shared.sections.contact">
        {LINKS.map(([source, label]) => (
          <FormCell key={source} width="short">
            <TextInput source={source} label={label} />
          </FormCell>
        ))}
      </FormSection>
      <FormSection title="console.shared.sections.images">
        <CardAndProfileImageInputs />
      </FormSection>
      <FormSection title="console.shared.sections.publishing">
        <FormCell width="short">
          <CheckboxInput source="is_published" label="console.organizations.fields.publish" />
        </FormCell>
        <FormCell width="short">
          <CheckboxInput source="is_corkboard" label="console.organizations.fields.corkboard" />
        </FormCell>
      </FormSection>
    </>
  );
}
