import { TextInput } from 'react-admin';
import { LocationPicker } from './LocationPicker';
import { PlaceSearch } from './PlaceSearch';

export interface AddressInputsProps {
  /** Country, state and city must be chosen (the event forms leave them optional). */
  regionsRequired?: boolean;
}

/**
 * The place block of every form that has an address (organizations, locations, events): the
 * maps place search, the region picker, then the address, zip and coordinates.
 */
export function AddressInputs({ regionsRequired = false }: AddressInputsProps) {
  return (
    <>
      <PlaceSearch />
      <LocationPicker required={regionsRequired} />
      <TextInput source="address_1" label="Address 1" />
      <TextInput source="address_2" label="Address 2" />
      <TextInput source="zip" label="Zip" />
      <TextInput source="latitude" label="Latitude" />
      <TextInput source="longitude" label="Longitude" />
    </>
  );
}
