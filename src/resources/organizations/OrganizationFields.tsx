import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { organizationWithLocationInput } from '../../../shared/schemas/organization';
import { validateWith } from '../../../shared/validation';
import { AddressInputs } from '../../custom/location/AddressInputs';
import { CategorySelect } from '../shared/CategorySelect';
import { CheckboxInput } from '../shared/CheckboxInput';
import { isFlagSet } from '../shared/flags';
import { DescriptionInput, TextInput } from '../shared/inputs';
import { CardAndProfileImageInputs } from '../shared/StoredImageInput';

/** The rules of the organization form, corkboard ones included (shared with the server). */
export const validateOrganization = (values: Record<string, unknown>) =>
  validateWith(organizationWithLocationInput, values);

/**
 * The organization form: category, name, description, links, contacts, images, Publish,
 * Corkboard and the place. A corkboard organization needs only its name and place: the
 * category and description say they are optional then.
 */
export function OrganizationFields() {
  const corkboard = isFlagSet(useWatch({ name: 'is_corkboard' }));
  return (
    <>
      <CategorySelect
        flag="is_organization"
        helperText={corkboard ? 'console.organizations.fields.optional_for_corkboard' : false}
      />
      <TextInput source="name" label="console.organizations.fields.name" />
      <DescriptionInput
        helperText={corkboard ? 'console.organizations.fields.optional_for_corkboard' : false}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 0,
          gridTemplateColumns: { md: '1fr 1fr' },
          columnGap: 2,
          width: '100%',
        }}
      >
        <TextInput source="website_url" label="console.organizations.fields.website" />
        <TextInput source="email_address" label="console.organizations.fields.email" />
        <TextInput source="twitter_name" label="console.organizations.fields.twitter" />
        <TextInput source="facebook_name" label="console.organizations.fields.facebook" />
        <TextInput source="instagram_name" label="console.organizations.fields.instagram" />
        <TextInput source="linkedin_name" label="console.organizations.fields.linkedin" />
        <TextInput source="phone_number" label="console.organizations.fields.phone" />
      </Box>
      <CardAndProfileImageInputs />
      <CheckboxInput source="is_published" label="console.organizations.fields.publish" />
      <CheckboxInput source="is_corkboard" label="console.organizations.fields.corkboard" />
      <AddressInputs />
    </>
  );
}
