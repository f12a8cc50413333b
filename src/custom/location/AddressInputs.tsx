import { Box } from '@mui/material';
import { FormCell } from '../../resources/shared/FormSection';
import { TextInput } from '../../resources/shared/inputs';
import { LocationPicker } from './LocationPicker';
import { PlaceSearch } from './PlaceSearch';

/** The typed part of an address, in form order, with each field's width on a wide screen. */
const ADDRESS_CELLS = [
  ['address_1', 'half'],
  ['address_2', 'half'],
  ['zip', 'short'],
  ['latitude', 'short'],
  ['longitude', 'short'],
] as const;

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
      {ADDRESS_CELLS.map(([source, width]) => (
        <FormCell key={source} width={width}>
          <TextInput source={source} label={`console.location.fields.${source}`} />
        </FormCell>
      ))}
    </>
  );
}
