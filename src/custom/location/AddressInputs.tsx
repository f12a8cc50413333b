import { Box } from '@mui/material';
import { FormCell } from '../../resources/shared/FormSection';
import { TextInput } from '../../resources/shared/inputs';
import { LocationPicker } from './LocationPicker';
import { PlaceSearch } from './PlaceSearch';

/**
 * The place block of every form that has an address (organizations, locations, events): the
 * maps place search, the region picker, then the address, postal code and coordinates. Which
 * are required is the form's rules' to say (the inputs are marked from them). In a FormSection
 * on a wide screen the two address lines share a line, as do the postal code and coordinates.
 */
export function AddressInputs() {
  return (
    <>
      <PlaceSearch />
      {/* Country, province and municipality on one line on a wide screen. */}
      <Box
        sx={{
          '& .location-picker': { flexDirection: { md: 'row' }, columnGap: 2 },
          '& .location-picker > *': { flex: { md: '1 1 0' }, minWidth: 0 },
        }}
      >
        <LocationPicker />
      </Box>
      <FormCell width="half">
        <TextInput source="address_1" label="console.location.fields.address_1" />
      </FormCell>
      <FormCell width="half">
        <TextInput source="address_2" label="console.location.fields.address_2" />
      </FormCell>
      <FormCell width="short">
        <TextInput source="zip" label="console.location.fields.zip" />
      </FormCell>
      <FormCell width="short">
        <TextInput source="latitude" label="console.location.fields.latitude" />
      </FormCell>
      <FormCell width="short">
        <TextInput source="longitude" label="console.location.fields.longitude" />
      </FormCell>
    </>
  );
}
