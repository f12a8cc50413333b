import { useWatch } from 'react-hook-form';
import { organizations } from '../../../shared/resources/organizations';
import { organizationWithLocationInput } from '../../../shared/schemas/organization';
import { validateWith } from '../../../shared/validation';
import { AddressInputs } from '../../custom/location/AddressInputs';
import { DuplicateWarning } from '../duplicates/DuplicateWarning';
import { CategorySelect } from '../shared/CategorySelect';
import { CheckboxInput } from '../shared/CheckboxInput';
import { isFlagSet } from '../shared/flags';
import { DescriptionInput } from '../shared/inputs';
import { LaidOutForm } from '../shared/LaidOutForm';

/** The rules of the organization form, corkboard ones included (shared with the server). */
export const validateOrganization = (values: Record<string, unknown>) =>
  validateWith(organizationWithLocationInput, values);

/**
 * The organization form, laid out by its declaration: the organization (category, name,
 * description), its address, contact and social links, images, and publishing. A corkboard
 * organization needs only its name and place: the category and description say they are
 * optional then. Below it, the possible duplicates of what is typed.
 */
export function OrganizationFields() {
  const corkboard = isFlagSet(useWatch({ name: 'is_corkboard' }));
  const optionalForCorkboard = corkboard
    ? 'console.organizations.fields.optional_for_corkboard'
    : false;
  return (
    <>
      <LaidOutForm
        declaration={organizations}
        inputs={{
          category_id: <CategorySelect flag="is_organization" helperText={optionalForCorkboard} />,
          description: <DescriptionInput helperText={optionalForCorkboard} />,
          address: <AddressInputs />,
          is_published: (
            <CheckboxInput
              source="is_published"
              label="console.organizations.fields.is_published"
            />
          ),
          is_corkboard: (
            <CheckboxInput
              source="is_corkboard"
              label="console.organizations.fields.is_corkboard"
            />
          ),
        }}
      />
      <DuplicateWarning />
    </>
  );
}
