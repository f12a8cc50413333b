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
        helperText={corkboard ? 'Optional for corkboard organizations' : false}
      />
      <TextInput source="name" label="Name" />
      <DescriptionInput helperText={corkboard ? 'Optional for corkboard organizations' : false} />
      <Box
        sx={{
          display: 'grid',
          gap: 0,
          gridTemplateColumns: { md: '1fr 1fr' },
          columnGap: 2,
          width: '100%',
        }}
      >
        <TextInput source="website_url" label="Website" />
        <TextInput source="email_address" label="Email" />
        <TextInput source="twitter_name" label="Twitter" />
        <TextInput source="facebook_name" label="Facebook" />
        <TextInput source="instagram_name" label="Instagram" />
        <TextInput source="linkedin_name" label="LinkedIn" />
        <TextInput source="phone_number" label="Phone" />
      </Box>
      <CardAndProfileImageInputs />
      <CheckboxInput source="is_published" label="Publish" />
      <CheckboxInput source="is_corkboard" label="Corkboard" />
      <AddressInputs />
    </>
  );
}
