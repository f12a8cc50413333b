import { Box, Typography } from '@mui/material';
import { RadioButtonGroupInput, type RaRecord, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AddressInputs } from '../../custom/location/AddressInputs';
import { ANOTHER_ADDRESS } from './eventLocation';

/** A location as a choice: its address line, municipality and postal code, then what it is. */
function LocationChoice({ location, own }: { location: RaRecord; own: boolean }) {
  const translate = useTranslate();
  const address = [location.address_1, location.address_2].filter(Boolean).join(', ');
  const place = [location.city, location.zip].filter(Boolean).join(', ');
  return (
    <Box component="span" sx={{ display: 'block', py: 0.5 }}>
      <Box component="span" sx={{ display: 'block' }}>
        {[address, place].filter(Boolean).join(' — ')}
      </Box>
      <Typography component="span" variant="body2" color="text.secondary">
        {own ? translate('console.events.place.own_location') : location.name}
      </Typography>
    </Box>
  );
}

/**
 * Where the event takes place: one of its organization's locations (`offered`, its own first),
 * or another address, which reveals the address inputs; the chosen location's address is not
 * retyped, and no location is made for it.
 */
export function EventPlaceInput({
  offered,
  ownLocationId,
}: {
  offered: readonly RaRecord[];
  ownLocationId: unknown;
}) {
  const translate = useTranslate();
  const chosen: unknown = useWatch({ name: 'location_id' });
  const choices = [...offered, { id: ANOTHER_ADDRESS }];
  const choiceText = (choice: RaRecord) =>
    choice.id === ANOTHER_ADDRESS ? (
      translate('console.events.place.another_address')
    ) : (
      <LocationChoice location={choice} own={choice.id === ownLocationId} />
    );
  return (
    <>
      <RadioButtonGroupInput
        source="location_id"
        label="console.events.fields.place"
        choices={choices}
        optionText={choiceText}
        translateChoice={false}
        row={false}
        helperText={false}
        sx={{ '& .MuiFormControlLabel-root': { alignItems: 'flex-start' } }}
      />
      {chosen === ANOTHER_ADDRESS && <AddressInputs />}
    </>
  );
}
