import { TextInput } from '../../resources/shared/inputs';
import { LocationPicker } from './LocationPicker';
import { PlaceSearch } from './PlaceSearch';

/**
 * The place block of every form that has an address (organizations, locations, events): the
 * maps place search, the region picker, then the address, zip and coordinates. Which are
 * required is the form's rules' to say (the inputs are marked from them).
 */
export function AddressInputs() {
  return (
    <>
      <PlaceSearch />
      <LocationPicker />
      <TextInput source="address_1" label="Address 1" />
      <TextInput source="address_2" label="Address 2" />
      <TextInput source="zip" label="Zip" />
      <TextInput source="latitude" label="Latitude" />
      <TextInput source="longitude" label="Longitude" />
    </>
  );
}
