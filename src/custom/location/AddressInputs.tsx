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
      <TextInput source="address_1" label="console.location.fields.address_1" />
      <TextInput source="address_2" label="console.location.fields.address_2" />
      <TextInput source="zip" label="console.location.fields.zip" />
      <TextInput source="latitude" label="console.location.fields.latitude" />
      <TextInput source="longitude" label="console.location.fields.longitude" />
    </>
  );
}
