import { Box } from '@mui/material';
import {
  type GetListParams,
  ImageField,
  ImageInput,
  SelectInput,
  TextInput,
  useGetList,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { organizationForm } from '../../../shared/schemas/organization';
import { validateWith } from '../../../shared/validation';
import { AddressInputs } from '../../custom/location/AddressInputs';
import { CheckboxInput } from '../shared/CheckboxInput';

/** The rules of the organization form, corkboard ones included (shared with the server). */
export const validateOrganization = (values: Record<string, unknown>) =>
  validateWith(organizationForm, values);

const isFlagSet = (value: unknown) => value === true || value === 1 || value === '1';

/** The categories the server holds are few; one page of 100 is all of them. */
const ALL_CATEGORIES: Partial<GetListParams> = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'name', order: 'ASC' },
};

/** Only organization categories may be chosen (spec 001, section 3). */
function CategorySelect({ optional }: { optional: boolean }) {
  const { data, isPending } = useGetList('categories', ALL_CATEGORIES);
  const choices = (data ?? []).filter((category) => isFlagSet(category.is_organization));
  return (
    <SelectInput
      source="category_id"
      label="Category"
      choices={choices}
      optionText="name"
      isPending={isPending}
      helperText={optional ? 'Optional for corkboard organizations' : false}
    />
  );
}

/** A stored image arrives as its URL; the image input shows it as its current file. */
const storedImage = (value: unknown) =>
  typeof value === 'string' && value !== '' ? { src: value, title: 'Current image' } : value;

function OrganizationImage({ source, label }: { source: string; label: string }) {
  return (
    <ImageInput source={source} label={label} accept={{ 'image/*': [] }} format={storedImage}>
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}

/**
 * The organization form: category, name, description, links, contacts, images, Publish,
 * Corkboard and the place. A corkboard organization needs only its name and place: the
 * category and description say they are optional then.
 */
export function OrganizationFields() {
  const corkboard = isFlagSet(useWatch({ name: 'is_corkboard' }));
  return (
    <>
      <CategorySelect optional={corkboard} />
      <TextInput source="name" label="Name" />
      <TextInput
        source="description"
        label="Description"
        multiline
        rows={10}
        helperText={corkboard ? 'Optional for corkboard organizations' : false}
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
        <TextInput source="website_url" label="Website" />
        <TextInput source="email_address" label="Email" />
        <TextInput source="twitter_name" label="Twitter" />
        <TextInput source="facebook_name" label="Facebook" />
        <TextInput source="instagram_name" label="Instagram" />
        <TextInput source="linkedin_name" label="LinkedIn" />
        <TextInput source="phone_number" label="Phone" />
      </Box>
      <OrganizationImage source="card_image" label="Card image" />
      <OrganizationImage source="profile_image" label="Profile image" />
      <CheckboxInput source="is_published" label="Publish" />
      <CheckboxInput source="is_corkboard" label="Corkboard" />
      <AddressInputs regionsRequired />
    </>
  );
}
